// A card's QR code as SVG: the picture the card's page shows, and the drawing placed into the card's image.
// qrcode is loaded by the first code drawn, not at start (as sharp is: platform/storage/store-image.ts).
const loadQrcode = () => import('qrcode');

/** Error correction M (15%): a screenshot shown on a cracked or dim phone screen still reads. */
const QR_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 1 } as const;

export async function qrSvg(text: string): Promise<string> {
  const qrcode = await loadQrcode();
  return qrcode.toString(text, QR_OPTIONS);
}

/**
 * The code's drawing: its size in modules (the margin included) in a `0 0 size size` box; its elements (white
 * background and dark modules) for placing into another SVG (the card's picture), and the path of its dark modules
 * (qrcode's stroked lines) for a page to draw inline.
 */
export async function qrDrawing(text: string): Promise<{ modules: number; elements: string; path: string }> {
  const svg = await qrSvg(text);
  const box = /viewBox="0 0 (\d+) \d+"/.exec(svg);
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg);
  const dark = /<path stroke="#000000" d="([^"]*)"/.exec(svg);
  if (!box?.[1] || !inner?.[1] || dark?.[1] === undefined) {
    throw new Error('qrcode drew an SVG of an unexpected shape');
  }
  return { modules: Number(box[1]), elements: inner[1], path: dark[1] };
}
