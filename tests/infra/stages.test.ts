// Prod keeps its data when the stack goes away; other stages clean up after themselves.
import { describe, expect, it } from 'vitest';
import { stageSettings, validateStageName } from '../../infra/stage-settings';
import { stackFor } from './build-stack';

const STATEFUL = ['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::Cognito::UserPool'];

interface StatefulResource {
  id: string;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

function deletionPolicies(stage: string): StatefulResource[] {
  const { template } = stackFor(stage);
  return STATEFUL.flatMap((type) =>
    Object.entries(template.findResources(type)).map(([id, resource]) => ({ id, ...resource })),
  );
}

describe('stages', () => {
  it('prod retains the table, buckets and user pool, with deletion protection', () => {
    const resources = deletionPolicies('prod');
    for (const resource of resources) {
      expect(resource.DeletionPolicy, resource.id).toBe('Retain');
      expect(resource.UpdateReplacePolicy, resource.id).toBe('Retain');
    }
    const { template } = stackFor('prod');
    template.hasResourceProperties('AWS::DynamoDB::Table', { TableName: 'prod-marketplace', DeletionProtectionEnabled: true });
    for (const bucket of Object.values(template.findResources('AWS::S3::Bucket'))) {
      if (bucket.Properties.LoggingConfiguration) {
        expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      }
    }
    expect(template.findResources('Custom::S3AutoDeleteObjects')).toEqual({});
  });

  it('dev deletes its table and buckets (emptying them first)', () => {
    for (const resource of deletionPolicies('dev')) {
      expect(resource.DeletionPolicy, resource.id).toBe('Delete');
    }
    const { template } = stackFor('dev');
    template.hasResourceProperties('AWS::DynamoDB::Table', { TableName: 'dev-marketplace', DeletionProtectionEnabled: false });
    expect(Object.keys(template.findResources('Custom::S3AutoDeleteObjects')).length).toBeGreaterThanOrEqual(3);
  });

  it('throttles prod higher than other stages', () => {
    expect(stageSettings({ stage: 'prod' }).throttling.rateLimit).toBeGreaterThan(
      stageSettings({ stage: 'dev' }).throttling.rateLimit,
    );
  });

  it('accepts lowercase stage names and rejects anything else', () => {
    expect(validateStageName('pr-42')).toBe('pr-42');
    for (const bad of ['Prod', 'my_stage', '', '-dev', 'a'.repeat(21)]) {
      expect(() => validateStageName(bad)).toThrow(/Invalid stage/);
    }
    expect(stageSettings().stage).toBe('dev');
  });
});
