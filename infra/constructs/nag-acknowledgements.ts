// cdk-nag 3 reports wildcard and managed-policy findings one by one (e.g.
// `AwsSolutions-IAM5[Resource::<TableLogicalId.Arn>/index/*]`) and only accepts acknowledgements
// for those exact ids, so these helpers spell the ids the way the pack prints them.
import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export function acknowledgeFindings(scope: IConstruct, ruleId: string, findings: string[], reason: string): void {
  for (const finding of findings) Validations.of(scope).acknowledge({ id: `${ruleId}[${finding}]`, reason });
}

/** `<LogicalId.Arn>`, the form cdk-nag uses for a GetAtt of a resource's ARN. */
export function arnRef(construct: IConstruct): string {
  const resource = construct.node.defaultChild;
  if (!CfnResource.isCfnResource(resource)) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return `<${Stack.of(construct).resolve(resource.logicalId)}.Arn>`;
}

const LAMBDA_BASIC_EXECUTION_ROLE =
  'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';

export function acknowledgeLambdaBasicRole(scope: IConstruct): void {
  acknowledgeFindings(
    scope,
    'AwsSolutions-IAM4',
    [LAMBDA_BASIC_EXECUTION_ROLE],
    'AWSLambdaBasicExecutionRole only allows writing the function\'s own CloudWatch logs.',
  );
}
