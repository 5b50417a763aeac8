// Writes COUNT distinct blobs as loose objects in one call, as a large group commit does, and prints how many.
// Usage: node <bundled write-objects> <objects dir> <count>
import { makeObject } from '../../src/git/objects.js';
import { writeLooseObjects } from '../../src/git/loose-objects.js';

const [directory, count] = process.argv.slice(2) as [string, string];
const objects = Array.from({ length: Number(count) }, (_, index) => makeObject('blob', Buffer.from(`entry ${index}\n`), 'sha1'));
await writeLooseObjects(directory, objects);
process.stdout.write(`wrote ${objects.length}\n`);
