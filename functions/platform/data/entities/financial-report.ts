import { financialReportSchema, reportDataSchema } from '../../../../shared/schemas/financials';
import { SERVICE_NAME } from '../table';
import { copiedDocument, entityModel } from '../schema';

/** A generated financial report, stored as computed so it reads (and exports) the same later. */
const storedFinancialReportSchema = financialReportSchema.extend({ data: copiedDocument(reportDataSchema) });

export const financialReportModel = entityModel({
  model: { entity: 'financialReport', version: '1', service: SERVICE_NAME },
  schema: storedFinancialReportSchema,
  indexes: {
    byId: { pk: { field: 'pk', composite: ['reportId'] }, sk: { field: 'sk', composite: [] } },
    /** A provider's reports, newest first when read in reverse. */
    byProvider: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['providerId'] },
      sk: { field: 'gsi1sk', composite: ['generatedAt', 'reportId'] },
    },
  },
});
