// The invoice as a PDF (Letter): the provider's business, the invoice number, dates and status, who
// it is billed to, the line items with their amounts, the total, payment details, notes and terms.
// Money, phones and dates in the words of every screen and message (shared/money.ts, phone.ts,
// calendar-date.ts), never as stored.
import { formatCalendarDate } from '../../../shared/calendar-date';
import { formatUsd } from '../../../shared/money';
import { formatPhone } from '../../../shared/phone';
import { INVOICE_PAYMENT_METHOD_LABELS, type Invoice } from '../../../shared/schemas/financials';
import { FlowingPdf } from '../../platform/documents/pdf-layout';

export interface InvoiceIssuer {
  businessName: string;
  email?: string;
  phone?: string;
  address?: { street: string; city: string; state: string; zipCode: string };
}

const STATUS_LABELS: Record<Invoice['status'], string> = {
  draft: 'DRAFT',
  unpaid: 'UNPAID',
  paid: 'PAID',
  overdue: 'OVERDUE',
  cancelled: 'CANCELLED',
};

export function invoicePdf(invoice: Invoice, issuer: InvoiceIssuer): Buffer {
  const pdf = new FlowingPdf(`Invoice ${invoice.invoiceNumber}`, `${issuer.businessName} - Invoice ${invoice.invoiceNumber}`);
  const page = () => pdf.current;
  const top = pdf.y;
  pdf.paragraph(issuer.businessName, { font: 'bold', size: 16 });
  if (issuer.address) {
    pdf.paragraph(issuer.address.street, { gray: 0.3 });
    pdf.paragraph(`${issuer.address.city}, ${issuer.address.state} ${issuer.address.zipCode}`, { gray: 0.3 });
  }
  for (const line of [issuer.phone && formatPhone(issuer.phone), issuer.email]) if (line) pdf.paragraph(line, { gray: 0.3 });
  const afterIssuer = pdf.y;
  page().text(pdf.right, top + 20, 'INVOICE', { font: 'bold', size: 22, align: 'right' });
  page().text(pdf.right, top + 38, invoice.invoiceNumber, { font: 'bold', size: 12, align: 'right' });
  page().text(pdf.right, top + 54, STATUS_LABELS[invoice.status], { font: 'bold', size: 10, align: 'right', gray: 0.35 });
  pdf.y = Math.max(afterIssuer, top + 64) + 16;
  pdf.rule();
  pdf.space(14);

  const blockTop = pdf.y;
  pdf.paragraph('BILL TO', { font: 'bold', size: 9, gray: 0.4 });
  pdf.paragraph(invoice.customer.name, { font: 'bold', size: 11, maxWidth: 260 });
  for (const line of [invoice.customer.address, invoice.customer.email, invoice.customer.phone && formatPhone(invoice.customer.phone)]) {
    if (line) pdf.paragraph(line, { maxWidth: 260 });
  }
  const afterCustomer = pdf.y;
  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Date issued', formatCalendarDate(invoice.dateIssued)],
    ['Date due', formatCalendarDate(invoice.dateDue)],
    ...(invoice.paymentDate ? ([['Paid on', formatCalendarDate(invoice.paymentDate)]] as [string, string][]) : []),
    ...(invoice.paymentMethod ? ([['Payment method', INVOICE_PAYMENT_METHOD_LABELS[invoice.paymentMethod]]] as [string, string][]) : []),
  ];
  facts.forEach(([label, value], index) => {
    const y = blockTop + 10 + index * 15;
    page().text(pdf.right - 110, y, label, { size: 9, gray: 0.4, align: 'right' });
    page().text(pdf.right, y, value, { font: 'bold', size: 10, align: 'right' });
  });
  pdf.y = Math.max(afterCustomer, blockTop + 10 + facts.length * 15) + 18;

  pdf.table(
    [
      { label: 'Description', width: 52 },
      { label: 'Quantity', width: 12, align: 'right' },
      { label: 'Unit price', width: 18, align: 'right' },
      { label: 'Amount', width: 18, align: 'right' },
    ],
    [
      ...invoice.lineItems.map((item) => ({
        cells: [item.description, String(item.quantity), formatUsd(item.unitPriceCents), formatUsd(item.quantity * item.unitPriceCents)],
      })),
      { cells: ['Total', '', '', formatUsd(invoice.amountCents)], bold: true },
    ],
    10,
  );
  pdf.space(18);
  if (invoice.status === 'paid') {
    pdf.paragraph(`Paid in full${invoice.paymentDate ? ` on ${formatCalendarDate(invoice.paymentDate)}` : ''}. Thank you for your business.`, { font: 'bold' });
    pdf.space(8);
  } else {
    pdf.paragraph(`Amount due: ${formatUsd(invoice.amountCents)} by ${formatCalendarDate(invoice.dateDue)}`, { font: 'bold', size: 11 });
    pdf.space(8);
  }
  if (invoice.notes) {
    pdf.paragraph('Notes', { font: 'bold', size: 9, gray: 0.4 });
    pdf.paragraph(invoice.notes);
    pdf.space(8);
  }
  if (invoice.terms) {
    pdf.paragraph('Terms', { font: 'bold', size: 9, gray: 0.4 });
    pdf.paragraph(invoice.terms);
  }
  return pdf.toBuffer();
}
