/**
 * Small scans for the stories, drawn here rather than downloaded: a molar-like crown (a rounded
 * block with four cusps on top and two roots below) as a binary STL, an ASCII PLY and an OBJ.
 */

const RINGS = 24;
const SEGMENTS = 32;

type Vertex = [number, number, number];

/** The crown's surface: a sphere pushed into a molar's shape, in millimetres. */
function toothVertices(): Vertex[] {
  const vertices: Vertex[] = [];
  for (let ring = 0; ring <= RINGS; ring++) {
    const polar = (ring / RINGS) * Math.PI;
    for (let segment = 0; segment < SEGMENTS; segment++) {
      const azimuth = (segment / SEGMENTS) * Math.PI * 2;
      const up = Math.cos(polar);
      // Four cusps on the chewing surface, two roots under the neck.
      const cusps = up > 0.3 ? 0.9 * (up - 0.3) * Math.pow(Math.cos(2 * azimuth), 2) : 0;
      const roots = up < -0.2 ? 2.2 * (-up - 0.2) * Math.pow(Math.cos(azimuth), 2) : 0;
      const waist = 1 - 0.12 * Math.exp(-Math.pow(up + 0.15, 2) * 30);
      const radius = 5 * Math.sin(polar) * waist;
      vertices.push([
        radius * Math.cos(azimuth) * 1.1,
        radius * Math.sin(azimuth),
        6 * up + cusps * 2 - roots * 4,
      ]);
    }
  }
  return vertices;
}

/** Triangles as indices into the vertices, wound outwards. */
function toothFaces(): [number, number, number][] {
  const faces: [number, number, number][] = [];
  const at = (ring: number, segment: number) => ring * SEGMENTS + (segment % SEGMENTS);
  for (let ring = 0; ring < RINGS; ring++) {
    for (let segment = 0; segment < SEGMENTS; segment++) {
      const a = at(ring, segment);
      const b = at(ring + 1, segment);
      const c = at(ring + 1, segment + 1);
      const d = at(ring, segment + 1);
      if (ring > 0) faces.push([a, b, d]);
      if (ring < RINGS - 1) faces.push([b, c, d]);
    }
  }
  return faces;
}

const vertices = toothVertices();
const faces = toothFaces();

/** A binary STL: 80-byte header, triangle count, then 50 bytes a triangle. */
export function toothStl(): ArrayBuffer {
  const buffer = new ArrayBuffer(84 + faces.length * 50);
  const view = new DataView(buffer);
  view.setUint32(80, faces.length, true);
  faces.forEach((face, index) => {
    const offset = 84 + index * 50;
    // A zero normal: readers compute it from the corners.
    face.forEach((corner, c) => {
      vertices[corner]!.forEach((value, axis) => {
        view.setFloat32(offset + 12 + c * 12 + axis * 4, value, true);
      });
    });
  });
  return buffer;
}

export function toothPly(): ArrayBuffer {
  const lines = [
    'ply',
    'format ascii 1.0',
    `element vertex ${vertices.length}`,
    'property float x',
    'property float y',
    'property float z',
    `element face ${faces.length}`,
    'property list uchar int vertex_indices',
    'end_header',
    ...vertices.map((vertex) => vertex.map((value) => value.toFixed(4)).join(' ')),
    ...faces.map((face) => `3 ${face.join(' ')}`),
  ];
  return new TextEncoder().encode(`${lines.join('\n')}\n`).buffer;
}

export function toothObj(): ArrayBuffer {
  const lines = [
    '# A molar-like crown for the ScanViewer stories',
    ...vertices.map((vertex) => `v ${vertex.map((value) => value.toFixed(4)).join(' ')}`),
    ...faces.map((face) => `f ${face.map((corner) => corner + 1).join(' ')}`),
  ];
  return new TextEncoder().encode(`${lines.join('\n')}\n`).buffer;
}

/** Bytes that are no scan of any kind: what a corrupt or mislabelled file gives the viewer. */
export function notAScan(): ArrayBuffer {
  return new TextEncoder().encode('This is a text file, not a scan.\n').buffer;
}
