// Reading synthesised values the way a reviewer would: CloudFormation intrinsics rendered as text
// (`<LogicalId>` for a Ref, `<LogicalId.Arn>` for a GetAtt, joins joined), or with the pseudo
// parameters filled in, and every IAM statement of a role flattened to action -> resources.
import type { Template } from 'aws-cdk-lib/assertions';

/** Renders a template value as one string; `pseudo` fills in Refs such as AWS::Region. */
export function render(value: unknown, pseudo: Record<string, string> = {}): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => render(item, pseudo)).join(',');
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('Ref' in object) {
      const name = String(object.Ref);
      return pseudo[name] ?? `<${name}>`;
    }
    if ('Fn::GetAtt' in object) {
      const [id, attribute] = object['Fn::GetAtt'] as [string, string];
      return `<${id}.${attribute}>`;
    }
    if ('Fn::Join' in object) {
      const [separator, parts] = object['Fn::Join'] as [string, unknown[]];
      return parts.map((part) => render(part, pseudo)).join(separator);
    }
  }
  throw new Error(`Cannot render ${JSON.stringify(value)}`);
}

export const PSEUDO = { 'AWS::Region': 'us-east-1', 'AWS::AccountId': '123456789012', 'AWS::Partition': 'aws', 'AWS::URLSuffix': 'amazonaws.com' };

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** The Lambda function whose Powertools service name is `marketplace-<name>`. */
export function functionNamed(template: Template, name: string): { logicalId: string; properties: Record<string, any> } {
  const matches = Object.entries(template.findResources('AWS::Lambda::Function')).filter(
    ([, fn]) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === `marketplace-${name}`,
  );
  if (matches.length !== 1) throw new Error(`Expected one marketplace-${name} function, found ${matches.length}`);
  const [logicalId, resource] = matches[0]!;
  return { logicalId, properties: resource.Properties };
}

/** Every Allow of the function's role, flattened to action -> rendered resources (sorted). */
export function allowedActions(template: Template, name: string): Record<string, string[]> {
  const roleId = functionNamed(template, name).properties.Role['Fn::GetAtt'][0] as string;
  const statements = Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as unknown[]).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
  const allowed: Record<string, Set<string>> = {};
  for (const statement of statements) {
    if (statement.Effect !== 'Allow') throw new Error(`${name} has a ${statement.Effect} statement`);
    const resources = [statement.Resource].flat().map((resource) => render(resource));
    for (const action of [statement.Action].flat()) {
      for (const resource of resources) (allowed[action] ??= new Set()).add(resource);
    }
  }
  return Object.fromEntries(Object.entries(allowed).map(([action, resources]) => [action, [...resources].sort()]));
}

/** The managed policies attached to the function's role, rendered. */
export function managedPolicies(template: Template, name: string): string[] {
  const roleId = functionNamed(template, name).properties.Role['Fn::GetAtt'][0] as string;
  const role = template.findResources('AWS::IAM::Role')[roleId]!;
  return ((role.Properties.ManagedPolicyArns ?? []) as unknown[]).map((arn) => render(arn));
}

/** The one resource of a type whose properties' JSON matches. */
export function logicalIdOf(template: Template, type: string, match: RegExp = /./): string {
  const ids = Object.entries(template.findResources(type))
    .filter(([, resource]) => match.test(JSON.stringify(resource.Properties ?? {})))
    .map(([id]) => id);
  if (ids.length !== 1) throw new Error(`Expected one ${type} matching ${match}, found ${ids.length}`);
  return ids[0]!;
}
