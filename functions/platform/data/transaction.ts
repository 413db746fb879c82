// Write transactions: the callback gets the store's entities and answers their operations'
// commit()s; all of them happen or none. A cancelled transaction (a refused condition, a conflict
// with another transaction) is an answer, not an error: `canceled` with each item's reason code in
// request order ('None' for the items that were fine, 'ConditionalCheckFailed',
// 'TransactionConflict', ...), which is what callers branch on.
import { TransactWriteCommand, type DynamoDBDocumentClient, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

interface TransactionItemResult {
  rejected: boolean;
  code: string;
  message?: string;
  item: null;
}

export interface TransactionResult {
  canceled: boolean;
  data: TransactionItemResult[];
}

interface CancellationReason {
  Code?: string;
  Message?: string;
}

export function writeTransactions<E>(entities: E, client: () => DynamoDBDocumentClient) {
  return {
    write(build: (entities: E) => TransactItem[]) {
      const params = (): TransactWriteCommandInput => ({ TransactItems: build(entities) });
      return {
        params,
        go: async (): Promise<TransactionResult> => {
          const { TransactItems = [] } = params();
          if (TransactItems.length === 0) return { canceled: false, data: [] };
          try {
            await client().send(new TransactWriteCommand({ TransactItems }));
            return { canceled: false, data: TransactItems.map(() => ({ rejected: false, code: 'None', item: null })) };
          } catch (error) {
            const reasons = (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons;
            if (!Array.isArray(reasons)) throw error;
            return {
              canceled: true,
              data: reasons.map(({ Code = 'None', Message }) => ({ rejected: Code !== 'None', code: Code, message: Message, item: null })),
            };
          }
        },
      };
    },
  };
}
