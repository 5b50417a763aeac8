// A process that takes the log lock and keeps it until it is killed, printing "held" once it holds it.
// Usage: node <bundled hold-log-lock> <lock path>
import { LogLock } from '../../src/log/store/lock.js';

LogLock.tryAcquire(process.argv[2]!, 'test holder');
process.stdout.write('held\n');
setInterval(() => undefined, 1000);
