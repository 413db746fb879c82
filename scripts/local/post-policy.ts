// A browser upload (an HTML form POST to the bucket) checked the way S3 checks it, for the local
// upload front (s3-front.ts): the policy document must be signed with the stack's credentials and
// unexpired, every form field must be allowed by a condition, every condition must hold
// (`eq`, `starts-with`, exact matches, `content-length-range` on the file's real size), and the
// key must be a plain object key. The S3 emulator checked none of it, so anyone could write any
// file, of any type and size, at any key.
// https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LocalCredentials } from './local-credentials';
import { signingKey } from './sigv4';

export interface PostUpload {
  bucket: string;
  /** Every form field but the file, by name as sent. */
  fields: Record<string, string>;
  fileSize: number;
}

export type PostPolicyCheck =
  | { ok: true; key: string; contentType: string | undefined }
  | { ok: false; status: number; code: string; message: string };

/** Fields S3 leaves out of the policy check. */
const UNCHECKED_FIELDS = new Set(['x-amz-signature', 'file', 'policy']);

const refuse = (status: number, code: string, message: string): PostPolicyCheck => ({ ok: false, status, code, message });
const denied = (message: string) => refuse(403, 'AccessDenied', `Invalid according to Policy: ${message}`);

type Condition = Record<string, unknown> | unknown[];

/** Keys the emulator would turn into paths outside the bucket or into other folders. */
export function isSafeObjectKey(key: string): boolean {
  return key.length > 0 && key.length <= 1024 && !key.includes('\\') && !key.split('/').some((segment) => segment === '..' || segment === '.') && !key.startsWith('/');
}

export function checkPostUpload(upload: PostUpload, credentials: LocalCredentials, now: Date = new Date()): PostPolicyCheck {
  const fields = Object.fromEntries(Object.entries(upload.fields).map(([name, value]) => [name.toLowerCase(), value]));
  const policyText = fields.policy;
  const signature = fields['x-amz-signature'];
  if (!policyText || !signature || fields['x-amz-algorithm'] !== 'AWS4-HMAC-SHA256') {
    return refuse(403, 'AccessDenied', 'Access Denied');
  }
  const scope = (fields['x-amz-credential'] ?? '').split('/');
  if (scope.length !== 5 || scope[4] !== 'aws4_request') return refuse(400, 'AuthorizationQueryParametersError', 'X-Amz-Credential is malformed');
  if (scope[0] !== credentials.accessKeyId) return refuse(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  const expected = createHmac('sha256', signingKey(credentials.secretAccessKey, scope[1], scope[2], scope[3])).update(policyText).digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return refuse(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }

  let policy: { expiration?: unknown; conditions?: unknown };
  try {
    policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return refuse(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expiration = typeof policy.expiration === 'string' ? Date.parse(policy.expiration) : Number.NaN;
  if (Number.isNaN(expiration) || !Array.isArray(policy.conditions)) return refuse(400, 'InvalidPolicyDocument', 'Invalid Policy: Missing expiration or conditions.');
  if (now.getTime() > expiration) return denied('Policy expired.');

  const values: Record<string, string> = { ...fields, bucket: upload.bucket };
  const covered = new Set<string>(['bucket']);
  let sizeRange: [number, number] | undefined;
  for (const condition of policy.conditions as Condition[]) {
    if (Array.isArray(condition)) {
      const [operator, target, operand] = condition;
      if (operator === 'content-length-range') {
        sizeRange = [Number(target), Number(operand)];
        continue;
      }
      const name = String(target).replace(/^\$/, '').toLowerCase();
      covered.add(name);
      const value = values[name] ?? '';
      if (operator === 'eq' && value !== String(operand)) return denied(`Policy Condition failed: ["eq", "$${name}", "${String(operand)}"]`);
      if (operator === 'starts-with' && !value.startsWith(String(operand))) return denied(`Policy Condition failed: ["starts-with", "$${name}", "${String(operand)}"]`);
      if (operator !== 'eq' && operator !== 'starts-with') return refuse(400, 'InvalidPolicyDocument', `Invalid Policy: Unknown condition ${String(operator)}.`);
    } else {
      for (const [rawName, expectedValue] of Object.entries(condition)) {
        const name = rawName.toLowerCase();
        covered.add(name);
        if ((values[name] ?? '') !== String(expectedValue)) return denied(`Policy Condition failed: ["eq", "$${name}", "${String(expectedValue)}"]`);
      }
    }
  }
  for (const name of Object.keys(fields)) {
    if (!UNCHECKED_FIELDS.has(name) && !name.startsWith('x-ignore-') && !covered.has(name)) {
      return denied(`Extra input fields: ${name}`);
    }
  }
  if (sizeRange) {
    if (upload.fileSize > sizeRange[1]) return refuse(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    if (upload.fileSize < sizeRange[0]) return refuse(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
  }
  const key = fields.key;
  if (!key || !isSafeObjectKey(key)) return refuse(400, 'InvalidArgument', 'The object key is not allowed.');
  return { ok: true, key, contentType: fields['content-type'] };
}
