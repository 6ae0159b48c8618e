import { useRef, useState, type PointerEvent } from 'react';
import styles from './Engagement.module.scss';

/** The drawing's size in pixels: the PNG sent, well within the API's limits. */
const WIDTH = 600;
const HEIGHT = 200;

interface SignaturePadProps {
  /** Hears the drawing as a PNG data URL, or null once cleared. */
  onChange: (drawing: string | null) => void;
}

/**
 * A drawn signature, optional: a canvas that draws with a finger, a pen or a mouse (pointer events, touch included),
 * and "Clear". It takes no focus: someone on a keyboard or a screen reader simply goes on to "Sign".
 */
export function SignaturePad({ onChange }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);

  function pointAt(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / (box.width || WIDTH)) * WIDTH, y: ((event.clientY - box.top) / (box.height || HEIGHT)) * HEIGHT };
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = pointAt(event);
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    const from = last.current;
    const context = canvas.current?.getContext('2d');
    if (!from || !context) return;
    const to = pointAt(event);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#0d2673';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
    if (!drawn) setDrawn(true);
  }

  function end() {
    if (!last.current) return;
    last.current = null;
    if (drawn) onChange(canvas.current?.toDataURL('image/png') ?? null);
  }

  function clear() {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    setDrawn(false);
    onChange(null);
  }

  return (
    <div className={styles.pad}>
      <p className={styles.padLabel}>Draw your signature too (optional)</p>
      <p className={styles.muted}>With your finger or a mouse. You can skip this: your typed name is your signature.</p>
      <canvas
        ref={canvas}
        className={styles.canvas}
        width={WIDTH}
        height={HEIGHT}
        // Drawing is for a finger, a pen or a mouse only: assistive technology skips it, as the typed name suffices.
        aria-hidden="true"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <button type="button" className={styles.secondary} onClick={clear} disabled={!drawn}>
        Clear the drawing
      </button>
    </div>
  );
}
