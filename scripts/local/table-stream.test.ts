import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_STREAM_FILTER, SEARCH_SOURCE_SORT_KEYS } from '../../functions/catalog/search-index-source';
import { lambdaStreamRecord, matchesFilter } from './table-stream';

const record = (sk: string, eventName: 'INSERT' | 'MODIFY' | 'REMOVE' = 'MODIFY') =>
  lambdaStreamRecord(
    {
      eventID: '1',
      eventName,
      eventVersion: '1.1',
      dynamodb: {
        ApproximateCreationDateTime: new Date('2026-11-27T00:00:00.000Z'),
        Keys: { pk: { S: '$marketplace#providerid_p1' }, sk: { S: sk } },
        ...(eventName === 'REMOVE' ? {} : { NewImage: { pk: { S: '$marketplace#providerid_p1' }, sk: { S: sk } } }),
        SequenceNumber: '100',
        SizeBytes: 10,
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    },
    'arn:aws:dynamodb:us-east-1:000000000000:table/local/stream/x',
    'us-east-1',
  );

describe('the local event source mapping', () => {
  it('shapes records as Lambda delivers them', () => {
    expect(record(SEARCH_SOURCE_SORT_KEYS.provider)).toMatchObject({
      eventSource: 'aws:dynamodb',
      awsRegion: 'us-east-1',
      eventSourceARN: 'arn:aws:dynamodb:us-east-1:000000000000:table/local/stream/x',
      dynamodb: { ApproximateCreationDateTime: 1_795_737_600, SequenceNumber: '100', Keys: { sk: { S: '$providerprofile_1' } } },
    });
  });

  it("lets only provider profiles and listings through the search index's filter, removals included", () => {
    expect(matchesFilter(record('$providerprofile_1'), SEARCH_INDEX_STREAM_FILTER)).toBe(true);
    expect(matchesFilter(record('$listing_1', 'REMOVE'), SEARCH_INDEX_STREAM_FILTER)).toBe(true);
    expect(matchesFilter(record('$ziparea#providerzip_1#providerid_p1'), SEARCH_INDEX_STREAM_FILTER)).toBe(false);
    expect(matchesFilter(record('$searchindexstate_1'), SEARCH_INDEX_STREAM_FILTER)).toBe(false);
  });

  it('reads prefix and exists rules as Lambda does', () => {
    expect(matchesFilter({ a: { b: 'listing-9' } }, { a: { b: [{ prefix: 'listing-' }] } })).toBe(true);
    expect(matchesFilter({ a: {} }, { a: { b: [{ exists: true }] } })).toBe(false);
    expect(matchesFilter({ a: {} }, { a: { b: [{ exists: false }] } })).toBe(true);
  });
});
