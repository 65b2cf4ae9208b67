/**
 * A real video for upload tests: Chromium records an animated canvas as WebM (random coloured squares,
 * so the encoder cannot shrink it to nothing), and the bytes are written to a temporary file.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

export interface RecordingOptions {
  width: number;
  height: number;
  /** How long to record. */
  ms: number;
  /** Squares drawn per frame, and their side in px. */
  squares: number;
  side: number;
  videoBitsPerSecond?: number;
}

/** Records the canvas in `page` and returns the WebM file's path and its size in bytes. */
export async function recordWebm(
  page: Page,
  name: string,
  options: RecordingOptions,
): Promise<{ file: string; bytes: number }> {
  const recorded = await page.evaluate(async (o) => {
    const canvas = document.createElement('canvas');
    canvas.width = o.width;
    canvas.height = o.height;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(30), {
      mimeType: 'video/webm',
      ...(o.videoBitsPerSecond ? { videoBitsPerSecond: o.videoBitsPerSecond } : {}),
    });
    const parts: Blob[] = [];
    recorder.ondataavailable = (e) => parts.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(250);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const frame = () => {
        const t = performance.now() - started;
        for (let i = 0; i < o.squares; i += 1) {
          g.fillStyle = `hsl(${(t / 5 + i * 9) % 360} 80% 50%)`;
          g.fillRect(Math.random() * o.width, Math.random() * o.height, o.side, o.side);
        }
        if (t < o.ms) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(parts, { type: 'video/webm' }).arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, options);
  const video = Buffer.from(recorded, 'base64');
  const file = path.join(tmpdir(), `${name}-${Date.now()}.webm`);
  await writeFile(file, video);
  return { file, bytes: video.length };
}
