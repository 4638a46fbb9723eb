// The push-service fake as a process of its own, for the browser journeys and the bench: E2E_PUSH_PORT (or
// PUSH_FAKE_PORT), and PUSH_FAKE_VERIFY_EVERY to decrypt only every n-th message.
import { startPushService } from './push-service.ts';

const port = Number(process.env.E2E_PUSH_PORT ?? process.env.PUSH_FAKE_PORT ?? 0);
const service = await startPushService({
  port,
  verifyEvery: Number(process.env.PUSH_FAKE_VERIFY_EVERY ?? 1),
});
console.log(`push service fake at ${service.origin}`);

const stop = () => void service.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
