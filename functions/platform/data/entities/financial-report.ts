import { REPORT_PERIODS, REPORT_TYPES } from '../../../../shared/schemas/financial-constants';
import { SERVICE_NAME } from '../table';

/** A generated financial report, stored as computed so it reads (and exports) the same later. */
export const financialReportModel = {
  model: { entity: 'financialReport', version: '1', service: SERVICE_NAME },
  attributes: {
    reportId: { type: 'string', required: true },
    providerId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    type: { type: REPORT_TYPES, required: true },
    period: { type: REPORT_PERIODS, required: true },
    dateRange: {
      type: 'map',
      required: true,
      properties: { from: { type: 'string', required: true }, to: { type: 'string', required: true } },
    },
    generatedAt: { type: 'string', required: true },
    data: { type: 'any', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['reportId'] }, sk: { field: 'sk', composite: [] } },
    /** A provider's reports, newest first when read in reverse. */
    byProvider: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['providerId'] },
      sk: { field: 'gsi1sk', composite: ['generatedAt', 'reportId'] },
    },
  },
} as const;
