// A small PDF writer with no dependencies, so the Lambda bundles stay small: pages of text in the
// standard Helvetica and Helvetica-Bold fonts (every PDF reader has them, nothing is embedded),
// lines and filled rectangles. Coordinates are in points from the page's top-left corner (PDF's own
// origin is bottom-left; the writer flips y). The file is plain ASCII: text outside ASCII is written
// as WinAnsi octal escapes, characters WinAnsi lacks become '?'.

export type PdfFont = 'regular' | 'bold';

interface TextOptions {
  font?: PdfFont;
  size?: number;
  /** Where x is: the text's left edge (default), its right edge, or its centre. */
  align?: 'left' | 'right' | 'center';
  /** 0 (black) to 1 (white). */
  gray?: number;
}

export interface PdfPage {
  readonly width: number;
  readonly height: number;
  text(x: number, y: number, value: string, options?: TextOptions): void;
  line(x1: number, y1: number, x2: number, y2: number, options?: { width?: number; gray?: number }): void;
  rect(x: number, y: number, width: number, height: number, options: { fillGray: number }): void;
}

/** US Letter, portrait. */
const LETTER = { width: 612, height: 792 } as const;

// Advance widths (1/1000 em) of the printable ASCII characters 32..126, from Adobe's AFM files.
// prettier-ignore
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// prettier-ignore
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** WinAnsi codes of the non-Latin-1 characters people actually type (quotes, dashes, euro, bullet). */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '\u20ac': 0x80, '\u2018': 0x91, '\u2019': 0x92, '\u201c': 0x93, '\u201d': 0x94, '\u2022': 0x95, '\u2013': 0x96, '\u2014': 0x97, '\u2026': 0x85,
};

/** The WinAnsi byte for each character of the text. */
function winAnsiBytes(value: string): number[] {
  const bytes: number[] = [];
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code === 0x09) bytes.push(0x20);
    else if (code >= 0x20 && code <= 0x7e) bytes.push(code);
    else if (code >= 0xa0 && code <= 0xff) bytes.push(code);
    else bytes.push(WIN_ANSI_EXTRA[char] ?? 0x3f);
  }
  return bytes;
}

/** The text's width in points when set in `font` at `size`. */
export function textWidth(value: string, font: PdfFont = 'regular', size = 10): number {
  const widths = font === 'bold' ? HELVETICA_BOLD : HELVETICA;
  let total = 0;
  for (const byte of winAnsiBytes(value)) total += byte >= 32 && byte <= 126 ? widths[byte - 32]! : 556;
  return (total * size) / 1000;
}

/** The longest prefix of words (or, for one long word, characters) that fits in `maxWidth`, line by line. */
export function wrapText(value: string, maxWidth: number, font: PdfFont = 'regular', size = 10): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, font, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (textWidth(line, font, size) > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && textWidth(line.slice(0, cut), font, size) > maxWidth) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A PDF literal string: parentheses and backslashes escaped, bytes above ASCII as octal. */
function pdfString(value: string): string {
  let out = '(';
  for (const byte of winAnsiBytes(value)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

const num = (value: number) => (Math.round(value * 100) / 100).toString();

export class PdfDocument {
  private readonly pages: string[][] = [];

  constructor(
    private readonly info: { title: string },
    readonly size: { width: number; height: number } = LETTER,
  ) {}

  get pageCount(): number {
    return this.pages.length;
  }

  addPage(): PdfPage {
    const ops: string[] = [];
    this.pages.push(ops);
    const { width, height } = this.size;
    const flip = (y: number) => num(height - y);
    return {
      width,
      height,
      text(x, y, value, options = {}) {
        const font = options.font ?? 'regular';
        const size = options.size ?? 10;
        const shift = options.align === 'right' ? textWidth(value, font, size) : options.align === 'center' ? textWidth(value, font, size) / 2 : 0;
        ops.push(
          `BT /${font === 'bold' ? 'F2' : 'F1'} ${num(size)} Tf ${num(options.gray ?? 0)} g ${num(x - shift)} ${flip(y)} Td ${pdfString(value)} Tj ET`,
        );
      },
      line(x1, y1, x2, y2, options = {}) {
        ops.push(`${num(options.gray ?? 0)} G ${num(options.width ?? 0.5)} w ${num(x1)} ${flip(y1)} m ${num(x2)} ${flip(y2)} l S`);
      },
      rect(x, y, rectWidth, rectHeight, options) {
        ops.push(`${num(options.fillGray)} g ${num(x)} ${flip(y + rectHeight)} ${num(rectWidth)} ${num(rectHeight)} re f`);
      },
    };
  }

  /** The whole file: objects written in order, each one's byte offset recorded for the xref table. */
  toBuffer(): Buffer {
    if (this.pages.length === 0) this.addPage();
    const objects: string[] = [];
    const fontObject = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
    // 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its content stream per page.
    const pageIds = this.pages.map((_ops, index) => 6 + index * 2);
    objects.push('<< /Type /Catalog /Pages 2 0 R >>');
    objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
    objects.push(fontObject('Helvetica'));
    objects.push(fontObject('Helvetica-Bold'));
    objects.push(`<< /Title ${pdfString(this.info.title)} /Producer (Dumpster Marketplace) >>`);
    this.pages.forEach((ops, index) => {
      const content = ops.join('\n');
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${this.size.width} ${this.size.height}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
      );
      objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    });

    let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((object, index) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xrefAt = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  }
}
