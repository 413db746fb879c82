// Flowing layout over the PDF writer: a cursor that moves down the page, paragraphs that wrap, and
// tables whose rows continue on a new page (with the header repeated) when the page is full. Every
// page gets a footer with its number once the document is finished.
import { PdfDocument, textWidth, wrapText, type PdfFont, type PdfPage } from './pdf';

export interface TableColumn {
  label: string;
  /** Share of the table's width (the shares are normalised). */
  width: number;
  align?: 'left' | 'right';
}

const MARGIN = 54;
const FOOTER_SPACE = 36;

export class FlowingPdf {
  readonly doc: PdfDocument;
  private page!: PdfPage;
  private pages: PdfPage[] = [];
  /** The cursor: the top of the next line, in points from the page's top. */
  y = MARGIN;

  constructor(
    title: string,
    private readonly footer: string,
  ) {
    this.doc = new PdfDocument({ title });
    this.newPage();
  }

  get left(): number {
    return MARGIN;
  }

  get right(): number {
    return this.page.width - MARGIN;
  }

  get current(): PdfPage {
    return this.page;
  }

  newPage(): void {
    this.page = this.doc.addPage();
    this.pages.push(this.page);
    this.y = MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  ensure(height: number): void {
    if (this.y + height > this.page.height - MARGIN - FOOTER_SPACE / 2) this.newPage();
  }

  space(points: number): void {
    this.y += points;
  }

  /** One line of text at the cursor (wrapped when wider than the page), the cursor moved below it. */
  paragraph(value: string, options: { font?: PdfFont; size?: number; gray?: number; x?: number; maxWidth?: number } = {}): void {
    const size = options.size ?? 10;
    const x = options.x ?? this.left;
    const lineHeight = size * 1.35;
    for (const line of wrapText(value, options.maxWidth ?? this.right - x, options.font, size)) {
      this.ensure(lineHeight);
      this.page.text(x, this.y + size, line, { font: options.font, size, gray: options.gray });
      this.y += lineHeight;
    }
  }

  rule(gray = 0.75): void {
    this.page.line(this.left, this.y, this.right, this.y, { gray, width: 0.75 });
  }

  /**
   * A table at the cursor. Cells are cut to their column's width; a row that would cross the
   * footer goes to a new page, where the header is drawn again. `bold` rows (totals) are emphasised.
   */
  table(columns: readonly TableColumn[], rows: readonly { cells: string[]; bold?: boolean }[], size = 9): void {
    const totalShare = columns.reduce((sum, column) => sum + column.width, 0);
    const tableWidth = this.right - this.left;
    const widths = columns.map((column) => (column.width / totalShare) * tableWidth);
    const rowHeight = size * 1.9;
    const pad = 4;
    const fit = (value: string, width: number, font: PdfFont) => {
      if (textWidth(value, font, size) <= width - 2 * pad) return value;
      let cut = value.length;
      while (cut > 0 && textWidth(`${value.slice(0, cut)}...`, font, size) > width - 2 * pad) cut -= 1;
      return `${value.slice(0, cut)}...`;
    };
    const drawRow = (cells: readonly string[], font: PdfFont, shaded: boolean) => {
      if (shaded) this.page.rect(this.left, this.y, tableWidth, rowHeight, { fillGray: 0.92 });
      let x = this.left;
      cells.forEach((cell, index) => {
        const column = columns[index]!;
        const width = widths[index]!;
        const value = fit(cell, width, font);
        const baseline = this.y + rowHeight / 2 + size * 0.35;
        if (column.align === 'right') this.page.text(x + width - pad, baseline, value, { font, size, align: 'right' });
        else this.page.text(x + pad, baseline, value, { font, size });
        x += width;
      });
      this.y += rowHeight;
    };
    const header = () => {
      drawRow(
        columns.map((column) => column.label),
        'bold',
        true,
      );
    };
    this.ensure(rowHeight * 2);
    header();
    for (const row of rows) {
      if (this.y + rowHeight > this.page.height - MARGIN - FOOTER_SPACE / 2) {
        this.newPage();
        header();
      }
      if (row.bold) this.page.line(this.left, this.y, this.right, this.y, { gray: 0.4 });
      drawRow(row.cells, row.bold ? 'bold' : 'regular', false);
      this.page.line(this.left, this.y, this.right, this.y, { gray: 0.85, width: 0.4 });
    }
  }

  /** The finished file, each page with "footer · Page n of N". */
  toBuffer(): Buffer {
    this.pages.forEach((page, index) => {
      const y = page.height - MARGIN + 14;
      page.line(MARGIN, y - 12, page.width - MARGIN, y - 12, { gray: 0.8 });
      page.text(MARGIN, y, this.footer, { size: 8, gray: 0.4 });
      page.text(page.width - MARGIN, y, `Page ${index + 1} of ${this.pages.length}`, { size: 8, gray: 0.4, align: 'right' });
    });
    return this.doc.toBuffer();
  }
}
