import type { BufferGeometry, Group } from 'three';
import { DoubleSide, Mesh, MeshPhongMaterial, type Material, type Object3D } from 'three';
import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';
import { PLYLoader } from 'three/examples/jsm/loaders/PLYLoader.js';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import type { ScanKind } from '@idl/api-contract';

/**
 * An ivory, slightly glossy surface, as scans are usually shown; both sides drawn, since a scan is
 * an open surface (the gum's edge) whose inside shows through its holes.
 */
export function scanMaterial(): Material {
  return new MeshPhongMaterial({ color: 0xe9e2d0, specular: 0x222222, shininess: 30, side: DoubleSide });
}

function vertexCount(geometry: BufferGeometry): number {
  return geometry.getAttribute('position')?.count ?? 0;
}

function meshOf(geometry: BufferGeometry, material: Material, format: ScanKind): Mesh {
  // STL files often carry zero normals: take each triangle's from its corners instead.
  if (format === 'stl' || !geometry.getAttribute('normal')) geometry.computeVertexNormals();
  return new Mesh(geometry, material);
}

/**
 * The scan's bytes read by three's own loader for its kind, as an object to draw; undefined when
 * the bytes hold nothing the loader can draw (a corrupt file, or another format than its name says).
 */
export function scanObject(data: ArrayBuffer, format: ScanKind, material: Material): Object3D | undefined {
  try {
    if (format === 'obj') {
      const group: Group = new OBJLoader().parse(new TextDecoder().decode(data));
      let vertices = 0;
      group.traverse((child) => {
        if (child instanceof Mesh) {
          const geometry = child.geometry as BufferGeometry;
          if (!geometry.getAttribute('normal')) geometry.computeVertexNormals();
          child.material = material;
          vertices += vertexCount(geometry);
        }
      });
      return vertices > 0 ? group : undefined;
    }
    const geometry = format === 'stl' ? new STLLoader().parse(data) : new PLYLoader().parse(data);
    if (vertexCount(geometry) === 0) return undefined;
    return meshOf(geometry, material, format);
  } catch {
    return undefined;
  }
}
