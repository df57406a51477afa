// The desk's preview frames (decision 070): a page framed at desktop width (1366) and phone width
// (390), each scaled down to fit its column so the desk never scrolls sideways.
import { useEffect, useRef, useState } from "react";

export const PREVIEW_WIDTHS = [
  { name: "Desktop", width: 1366, height: 900 },
  { name: "Phone", width: 390, height: 760 },
] as const;

/** A frame `width` px wide, scaled down to fit its column (never wider than the screen). */
export function ScaledFrame({
  src,
  title,
  width,
  height,
}: {
  src: string;
  title: string;
  width: number;
  height: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const scaleToFit = () => setScale(Math.min(1, element.clientWidth / width));
    scaleToFit();
    const observer = new ResizeObserver(scaleToFit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div
      ref={box}
      className="mt-1 overflow-hidden rounded border border-slate-300"
      style={{ height: Math.round(height * scale) }}
    >
      <iframe
        src={src}
        title={title}
        width={width}
        height={height}
        className="origin-top-left border-0"
        style={{ transform: `scale(${scale})` }}
      />
    </div>
  );
}
