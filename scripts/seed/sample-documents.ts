// The registration documents of the sample providers: a one-page PDF each for the insurance
// certificate and the driver's licence, stored in the uploads bucket like a real registration's, so
// the operator console's documents dialog opens real files. Each page says it is a sample.
import { FlowingPdf } from '../../functions/platform/documents/pdf-layout';

export type SampleDocumentKind = 'insurance' | 'license';

const TITLES: Record<SampleDocumentKind, string> = {
  insurance: 'Certificate of Liability Insurance',
  license: "Commercial Driver's License",
};

/** Where a sample provider's document lives: under the registration documents' prefix, as uploads do. */
export const sampleDocumentKey = (providerKey: string, kind: SampleDocumentKind) => `onboarding/sample/${providerKey}/${kind}.pdf`;

export function sampleDocumentPdf(kind: SampleDocumentKind, businessName: string, ownerName: string): Buffer {
  const pdf = new FlowingPdf(`${TITLES[kind]} - ${businessName}`, 'Sample document of the local marketplace: not a real certificate or licence');
  pdf.paragraph('SAMPLE', { font: 'bold', size: 12, gray: 0.45 });
  pdf.paragraph(TITLES[kind], { font: 'bold', size: 18 });
  pdf.space(8);
  pdf.paragraph(kind === 'insurance' ? `Insured: ${businessName}` : `Holder: ${ownerName}, ${businessName}`, { size: 12 });
  pdf.paragraph(
    kind === 'insurance' ? 'General liability: $1,000,000 each occurrence; $2,000,000 aggregate' : 'Class B, air brakes, valid for roll-off trucks',
    { size: 11 },
  );
  pdf.space(12);
  pdf.paragraph('This file was written by the sample data of the local marketplace so the operator console has documents to open.', {
    size: 9,
    gray: 0.35,
  });
  return pdf.toBuffer();
}
