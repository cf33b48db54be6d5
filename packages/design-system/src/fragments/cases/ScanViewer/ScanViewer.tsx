import { useEffect, useMemo, useRef, useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import {
  AmbientLight,
  Box3,
  DirectionalLight,
  PerspectiveCamera,
  Scene,
  Spherical,
  Vector3,
  WebGLRenderer,
  type Object3D,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { formatFileSize, scanKindLabels, type ScanKind } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import { LoadError } from '../../../components/LoadError';
import { scanMaterial, scanObject } from './scanObject';
import * as styles from './ScanViewer.css';

export interface ScanViewerProps {
  /** The scan's bytes, fetched by the web app; undefined while they load. */
  data: ArrayBuffer | undefined;
  /** What the bytes are: the scan's `kind` from the API. */
  format: ScanKind;
  /** The scan's name, e.g. upper-jaw.stl: it names the view. */
  fileName: string;
  /** Bytes received so far while loading; with `totalBytes` the bar shows how far it is. */
  loadedBytes?: number;
  /** The scan's size in bytes (the API's `size`). */
  totalBytes?: number;
  /** The download failed: why, in words. */
  loadError?: string;
  /** Loads the scan again after `loadError`. */
  onRetry?: () => void;
  /** The view's size in CSS pixels; 640 x 480 by default. */
  width?: number;
  height?: number;
}

interface View {
  renderer: WebGLRenderer;
  camera: PerspectiveCamera;
  controls: OrbitControls;
  render: () => void;
}

const STEP = Math.PI / 12;
const ZOOM = 1.25;

/** Where the camera looks from, in words, for screen readers and tests alike. */
function describe(camera: PerspectiveCamera, controls: OrbitControls, home: number): string {
  const offset = new Spherical().setFromVector3(camera.position.clone().sub(controls.target));
  const degrees = (radians: number) => Math.round((radians * 180) / Math.PI);
  const turned = degrees(offset.theta);
  const tilted = 90 - degrees(offset.phi);
  const zoom = Math.round((home / offset.radius) * 100);
  return `Turned ${Math.abs(turned)}° ${turned < 0 ? 'right' : 'left'}, tilted ${Math.abs(tilted)}° ${tilted < 0 ? 'down' : 'up'}, zoom ${zoom}%`;
}

/** Whether this browser can draw WebGL at all (it can be switched off, or have no graphics). */
function canDrawWebGL(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl2') !== null;
  } catch {
    return false;
  }
}

/** Builds the scene once the bytes are there; draws only when the view changes (no loop). */
function createView(
  canvas: HTMLCanvasElement,
  object: Object3D,
  width: number,
  height: number,
  onChange: () => void,
): View {
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  // A fixed pixel ratio: the picture is the same on every screen and in every test run.
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  renderer.setClearColor(0xf4f6f8);

  // Scanners write the tooth's long axis as z: stand it up in three's y-up world.
  object.rotation.x = -Math.PI / 2;
  object.updateMatrixWorld(true);
  const box = new Box3().setFromObject(object);
  const center = box.getCenter(new Vector3());
  const radius = box.getSize(new Vector3()).length() / 2 || 1;
  object.position.sub(center);

  const scene = new Scene();
  scene.add(object);
  scene.add(new AmbientLight(0xffffff, 0.55));
  const camera = new PerspectiveCamera(35, width / height, radius / 100, radius * 100);
  // The light follows the camera, so the side turned to the viewer is always lit.
  const light = new DirectionalLight(0xffffff, 2.2);
  light.position.set(0.5, 1, 1);
  camera.add(light);
  scene.add(camera);
  // Front view, slightly from above: how a lab technician first looks at a tooth.
  const distance = radius / Math.sin(((35 / 2) * Math.PI) / 180);
  camera.position.set(0, distance * Math.sin(0.35), distance * Math.cos(0.35));
  camera.lookAt(0, 0, 0);

  const controls = new OrbitControls(camera, canvas);
  controls.minDistance = distance / 8;
  controls.maxDistance = distance * 4;
  controls.update();
  controls.saveState();
  const render = () => renderer.render(scene, camera);
  controls.addEventListener('change', () => {
    render();
    onChange();
  });
  render();
  return { renderer, camera, controls, render };
}

function ScanCanvas({
  object,
  fileName,
  format,
  width,
  height,
}: {
  object: Object3D;
  fileName: string;
  format: ScanKind;
  width: number;
  height: number;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const view = useRef<View | null>(null);
  const home = useRef(1);
  const [position, setPosition] = useState('');
  const [supported] = useState(canDrawWebGL);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const update = () => {
      if (view.current) setPosition(describe(view.current.camera, view.current.controls, home.current));
    };
    if (!supported) return;
    view.current = createView(canvas, object, width, height, update);
    home.current = view.current.camera.position.distanceTo(view.current.controls.target);
    update();
    return () => {
      view.current?.controls.dispose();
      view.current?.renderer.dispose();
      view.current = null;
    };
  }, [object, width, height, supported]);

  const move = (turn: number, tilt: number, zoom = 1) => {
    const current = view.current;
    if (!current) return;
    const { camera, controls } = current;
    const offset = new Spherical().setFromVector3(camera.position.clone().sub(controls.target));
    offset.theta += turn;
    offset.phi = Math.min(Math.PI - 0.01, Math.max(0.01, offset.phi - tilt));
    offset.radius = Math.min(controls.maxDistance, Math.max(controls.minDistance, offset.radius / zoom));
    camera.position.copy(controls.target).add(new Vector3().setFromSpherical(offset));
    controls.update();
  };

  if (!supported) {
    return (
      <LoadError
        className={styles.state}
        message="This browser cannot show scans in 3D. Download the scan to open it in your CAD software."
      />
    );
  }
  const label = `3D view of ${fileName} (${scanKindLabels[format]})`;
  return (
    <>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        width={width}
        height={height}
        style={{ width, height }}
        role="img"
        aria-label={label}
      />
      <p className="visually-hidden" role="status">
        {position}
      </p>
      <div className={styles.controls} role="group" aria-label="View">
        <Button variant="secondary" size="sm" onPress={() => move(STEP, 0)}>
          Rotate Left
        </Button>
        <Button variant="secondary" size="sm" onPress={() => move(-STEP, 0)}>
          Rotate Right
        </Button>
        <Button variant="secondary" size="sm" onPress={() => move(0, STEP)}>
          Rotate Up
        </Button>
        <Button variant="secondary" size="sm" onPress={() => move(0, -STEP)}>
          Rotate Down
        </Button>
        <Button variant="secondary" size="sm" onPress={() => move(0, 0, ZOOM)}>
          Zoom In
        </Button>
        <Button variant="secondary" size="sm" onPress={() => move(0, 0, 1 / ZOOM)}>
          Zoom Out
        </Button>
        <Button variant="ghost" size="sm" onPress={() => view.current?.controls.reset()}>
          Reset View
        </Button>
      </div>
    </>
  );
}

/**
 * One intraoral scan in 3D (STL, PLY or OBJ, read by three's own loaders): drag to rotate, wheel or
 * pinch to zoom, or the buttons under it by keyboard. It takes the bytes the web app fetched; while
 * they load it shows how far along they are, and a file it cannot read says so.
 */
export function ScanViewer({
  data,
  format,
  fileName,
  loadedBytes,
  totalBytes,
  loadError,
  onRetry,
  width = 640,
  height = 480,
}: ScanViewerProps) {
  // undefined: no bytes yet; null: bytes that hold nothing to draw.
  const object = useMemo(
    () => (data ? (scanObject(data, format, scanMaterial()) ?? null) : undefined),
    [data, format],
  );

  let body;
  if (loadError) {
    body = <LoadError className={styles.state} message={loadError} onRetry={onRetry} />;
  } else if (!data || object === undefined) {
    const known = totalBytes !== undefined && loadedBytes !== undefined;
    body = (
      <ProgressBar
        className={styles.progress}
        aria-label={`Loading ${fileName}`}
        isIndeterminate={!known}
        value={known ? (loadedBytes / Math.max(1, totalBytes)) * 100 : undefined}
        valueLabel={known ? `${formatFileSize(loadedBytes)} of ${formatFileSize(totalBytes)}` : undefined}
      >
        {({ percentage, valueText }) => (
          <>
            <span className={styles.progressText}>
              Loading {fileName}
              {known ? `: ${valueText}` : '...'}
            </span>
            <span className={styles.track}>
              <span className={styles.fill} style={{ width: `${known ? (percentage ?? 0) : 100}%` }} />
            </span>
          </>
        )}
      </ProgressBar>
    );
  } else if (object === null) {
    body = (
      <LoadError
        className={styles.state}
        message={`${fileName} could not be read as ${scanKindLabels[format]}: the file may be damaged or of another kind. Download it to check, or ask for the scan again.`}
      />
    );
  } else {
    body = <ScanCanvas object={object} fileName={fileName} format={format} width={width} height={height} />;
  }
  return (
    <figure className={styles.root} style={{ width }} aria-label={`Scan ${fileName}`}>
      <div className={styles.stage} style={{ minHeight: height }}>
        {body}
      </div>
    </figure>
  );
}
