// npm run sms -- <from> "<text>": texts the running local stack (npm start) as a phone would.
// The text goes to the gateway's /dev/sms, which hands it to the sms function the way the
// inbound-SMS SNS topic would; the replies it sent are printed. PORT picks the gateway (3000).
import { argv, env, exit } from 'node:process';

const [from, ...words] = argv.slice(2);
const text = words.join(' ');
if (!from || !text) {
  console.error('Usage: npm run sms -- <from number> "<text>"   e.g. npm run sms -- +16145550100 BOOK');
  exit(2);
}
const base = env.SMS_GATEWAY_URL || `http://localhost:${env.PORT || 3000}`;

try {
  const response = await fetch(`${base}/dev/sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, text }),
  });
  const body = (await response.json()) as { from?: string; replies?: string[]; message?: string };
  if (!response.ok) {
    console.error(`The local stack answered ${response.status}: ${body.message ?? ''}`);
    exit(1);
  }
  console.log(`> ${body.from}: ${text}`);
  if (!body.replies?.length) console.log('< (no reply)');
  for (const reply of body.replies ?? []) console.log(`< ${reply}`);
} catch (error) {
  console.error(`Could not reach the local stack at ${base} (is npm start running?): ${String(error)}`);
  exit(1);
}
