// A CloudFormation template linter over AWS's own resource schemas, as shipped in
// @aws-cdk/aws-service-spec (the registry schemas CDK generates its L1 classes from). It covers the
// error rules of cfn-lint that a synthesized template can break: unknown resource types (E3001),
// unknown properties at any depth (E3002), missing required properties (E3003), values of the wrong
// type (E3012) or outside a property's allowed values (E3030), Ref and GetAtt to resources,
// parameters or attributes that do not exist (E1012, E1010), Fn::Sub variables (E1019), DependsOn
// (E3005) and Condition names (E8002). cfn-lint itself runs too (cfn-lint.test.ts), from the machine
// image; this in-process check keeps the same rules on the schemas this CDK version was built with,
// and lets a test break a template on purpose in milliseconds.
import { loadAwsServiceSpecSync } from '@aws-cdk/aws-service-spec';
import type { PropertyType, Resource, ResourceProperties, TypeDefinition } from '@aws-cdk/service-spec-types';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface LintFinding {
  rule: string;
  path: string;
  message: string;
}

interface Template {
  Parameters?: JsonObject;
  Conditions?: JsonObject;
  Resources?: Record<string, { Type: string; Properties?: JsonObject; DependsOn?: string | string[]; Condition?: string }>;
  Outputs?: JsonObject;
}

const PSEUDO_PARAMETERS = new Set([
  'AWS::AccountId',
  'AWS::NotificationARNs',
  'AWS::NoValue',
  'AWS::Partition',
  'AWS::Region',
  'AWS::StackId',
  'AWS::StackName',
  'AWS::URLSuffix',
]);

let database: ReturnType<typeof loadAwsServiceSpecSync> | undefined;
function spec() {
  database ??= loadAwsServiceSpecSync();
  return database;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The single key of an intrinsic function call ({"Ref": ...}, {"Fn::Join": ...}), if it is one. */
function intrinsicOf(value: Json): string | undefined {
  if (!isObject(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1) return undefined;
  const [key] = keys;
  return key === 'Ref' || key === 'Condition' || key.startsWith('Fn::') ? key : undefined;
}

function isCustomType(type: string): boolean {
  return type.startsWith('Custom::') || type === 'AWS::CloudFormation::CustomResource';
}

export function lintTemplate(template: Template): LintFinding[] {
  const findings: LintFinding[] = [];
  const resources = template.Resources ?? {};
  const parameters = template.Parameters ?? {};
  const conditions = template.Conditions ?? {};
  const report = (rule: string, path: string, message: string): void => {
    findings.push({ rule, path, message });
  };

  const resourceSpecs = new Map<string, Resource | undefined>();
  for (const [logicalId, resource] of Object.entries(resources)) {
    if (isCustomType(resource.Type)) {
      resourceSpecs.set(logicalId, undefined);
      continue;
    }
    const found = spec().lookup('resource', 'cloudFormationType', 'equals', resource.Type);
    if (found.length !== 1) {
      report('E3001', `Resources/${logicalId}`, `unknown resource type ${resource.Type}`);
      continue;
    }
    resourceSpecs.set(logicalId, found[0]);
  }

  function checkRef(target: Json, path: string) {
    if (typeof target !== 'string') return report('E1012', path, 'Ref takes a logical id');
    if (PSEUDO_PARAMETERS.has(target) || target in resources || target in parameters) return;
    report('E1012', path, `Ref to ${target}, which is neither a resource nor a parameter`);
  }

  function checkGetAtt(resourceId: string, attribute: string, path: string) {
    if (!(resourceId in resources)) return report('E1010', path, `GetAtt of unknown resource ${resourceId}`);
    if (!resourceSpecs.has(resourceId)) return;
    const resourceSpec = resourceSpecs.get(resourceId);
    if (!resourceSpec) return; // custom resources return whatever their handler answers
    if (attribute in resourceSpec.attributes) return;
    report('E1010', path, `${resources[resourceId].Type} has no attribute ${attribute}`);
  }

  /** Walks intrinsic functions anywhere in a value, checking the names they refer to. */
  function checkReferences(value: Json, path: string) {
    if (Array.isArray(value)) return value.forEach((item, index) => checkReferences(item, `${path}/${index}`));
    if (!isObject(value)) return;
    const intrinsic = intrinsicOf(value);
    if (intrinsic === 'Ref') return checkRef(value.Ref, path);
    if (intrinsic === 'Fn::GetAtt') {
      const argument = value['Fn::GetAtt'];
      const [resourceId, ...attribute] = typeof argument === 'string' ? argument.split('.') : (argument as string[]);
      if (typeof resourceId === 'string' && attribute.every((part) => typeof part === 'string')) {
        checkGetAtt(resourceId, attribute.join('.'), path);
      }
      return;
    }
    if (intrinsic === 'Fn::If' || intrinsic === 'Condition') {
      const conditionName = intrinsic === 'Condition' ? value.Condition : (value['Fn::If'] as Json[])[0];
      if (typeof conditionName === 'string' && !(conditionName in conditions)) {
        report('E8002', path, `unknown condition ${conditionName}`);
      }
    }
    if (intrinsic === 'Fn::Sub') {
      const argument = value['Fn::Sub'];
      const [text, variables] = typeof argument === 'string' ? [argument, {}] : (argument as [string, JsonObject]);
      const local = new Set(Object.keys(variables ?? {}));
      for (const match of String(text).matchAll(/\$\{([^!}][^}]*)\}/g)) {
        const name = match[1].trim();
        if (local.has(name)) continue;
        if (name.includes('.')) {
          const [resourceId, ...attribute] = name.split('.');
          checkGetAtt(resourceId, attribute.join('.'), path);
        } else if (!PSEUDO_PARAMETERS.has(name) && !(name in resources) && !(name in parameters)) {
          report('E1019', path, `Fn::Sub variable \${${name}} names nothing`);
        }
      }
      if (isObject(variables ?? null)) checkReferences(variables as Json, `${path}/Fn::Sub/1`);
      return;
    }
    for (const [key, item] of Object.entries(value)) checkReferences(item, `${path}/${key}`);
  }

  function checkProperties(properties: ResourceProperties, value: Json, path: string) {
    if (intrinsicOf(value) !== undefined) return checkIntrinsicValue(value as JsonObject, path, (branch, at) => checkProperties(properties, branch, at));
    if (!isObject(value)) return report('E3012', path, `expected an object, got ${JSON.stringify(value)}`);
    for (const [name, property] of Object.entries(properties)) {
      if (property.required && !(name in value)) report('E3003', `${path}/${name}`, `required property ${name} is missing`);
    }
    for (const [name, item] of Object.entries(value)) {
      const property = properties[name];
      if (!property) {
        report('E3002', `${path}/${name}`, `unknown property ${name}`);
        continue;
      }
      checkValue([property.type, ...(property.previousTypes ?? [])], item, `${path}/${name}`);
    }
  }

  /** An intrinsic stands for a value of the right type, except the branches of Fn::If, which are values. */
  function checkIntrinsicValue(value: JsonObject, path: string, checkBranch: (branch: Json, path: string) => void) {
    if (intrinsicOf(value) !== 'Fn::If') return;
    const [, whenTrue, whenFalse] = value['Fn::If'] as Json[];
    for (const [index, branch] of [whenTrue, whenFalse].entries()) {
      if (isObject(branch) && branch.Ref === 'AWS::NoValue') continue;
      checkBranch(branch, `${path}/Fn::If/${index + 1}`);
    }
  }

  /** The value is valid if it fits any of the types the property has had (CloudFormation accepts each). */
  function checkValue(types: PropertyType[], value: Json, path: string) {
    const attempts = types.map((type) => {
      const before = findings.length;
      checkOfType(type, value, path);
      return findings.splice(before);
    });
    const clean = attempts.find((attempt) => attempt.length === 0);
    if (!clean) findings.push(...attempts[0]);
  }

  function checkOfType(type: PropertyType, value: Json, path: string): void {
    if (intrinsicOf(value) !== undefined && type.type !== 'json') {
      return checkIntrinsicValue(value as JsonObject, path, (branch, at) => checkOfType(type, branch, at));
    }
    switch (type.type) {
      case 'json':
        return;
      case 'string':
      case 'date-time':
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
          return report('E3012', path, `expected a string, got ${JSON.stringify(value)}`);
        }
        if (type.type === 'string' && type.allowedValues?.length && !type.allowedValues.includes(String(value))) {
          report('E3030', path, `${JSON.stringify(value)} is not one of ${type.allowedValues.join(', ')}`);
        }
        return;
      case 'number':
      case 'integer':
        if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))) {
          if (type.type === 'integer' && !Number.isInteger(Number(value))) report('E3012', path, `expected an integer, got ${value}`);
          return;
        }
        return report('E3012', path, `expected a number, got ${JSON.stringify(value)}`);
      case 'boolean':
        if (typeof value === 'boolean' || value === 'true' || value === 'false') return;
        return report('E3012', path, `expected a boolean, got ${JSON.stringify(value)}`);
      case 'null':
        return;
      case 'tag':
        return checkProperties(
          { Key: { type: { type: 'string' }, required: true }, Value: { type: { type: 'string' }, required: true } },
          value,
          path,
        );
      case 'array':
        if (!Array.isArray(value)) return report('E3012', path, `expected a list, got ${JSON.stringify(value)}`);
        return value.forEach((item, index) => checkOfType(type.element, item, `${path}/${index}`));
      case 'map':
        if (!isObject(value)) return report('E3012', path, `expected a map, got ${JSON.stringify(value)}`);
        return Object.entries(value).forEach(([key, item]) => checkOfType(type.element, item, `${path}/${key}`));
      case 'union':
        return checkValue(type.types, value, path);
      case 'ref': {
        const definition = spec().get('typeDefinition', type.reference.$ref) as TypeDefinition;
        return checkProperties(definition.properties, value, path);
      }
    }
  }

  for (const [logicalId, resource] of Object.entries(resources)) {
    const path = `Resources/${logicalId}`;
    const dependsOn = resource.DependsOn === undefined ? [] : [resource.DependsOn].flat();
    for (const target of dependsOn) {
      if (!(target in resources)) report('E3005', `${path}/DependsOn`, `DependsOn names unknown resource ${target}`);
    }
    if (resource.Condition !== undefined && !(resource.Condition in conditions)) {
      report('E8002', `${path}/Condition`, `unknown condition ${resource.Condition}`);
    }
    checkReferences(resource.Properties ?? null, `${path}/Properties`);
    const resourceSpec = resourceSpecs.get(logicalId);
    if (resourceSpec) checkProperties(resourceSpec.properties, resource.Properties ?? {}, `${path}/Properties`);
  }
  checkReferences((template.Outputs ?? null) as Json, 'Outputs');
  checkReferences((template.Conditions ?? null) as Json, 'Conditions');
  return findings;
}
