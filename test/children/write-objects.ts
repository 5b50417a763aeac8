// Writes COUNT distinct blobs as loose objects in one call, as a large group commit does, and prints how many.
// With SIZE, each blob holds SIZE bytes of random base64 (so it barely compresses). A refusal by the file
// system is printed as teamdoc prints it, with exit 2.
// Usage: node <bundled write-objects> <objects dir> <count> [size]
import { randomBytes } from 'node:crypto';
import { StorageError } from '../../src/errors.js';
import { makeObject } from '../../src/git/objects.js';
import { writeLooseObjects } from '../../src/git/loose-objects.js';

const [directory, count, size] = process.argv.slice(2) as [string, string, string | undefined];
const content = (index: number) =>
  size === undefined ? Buffer.from(`entry ${index}\n`) : Buffer.from(randomBytes(Number(size)).toString('base64').slice(0, Number(size)));
const objects = Array.from({ length: Number(count) }, (_, index) => makeObject('blob', content(index), 'sha1'));
try {
  await writeLooseObjects(directory, objects);
  process.stdout.write(`wrote ${objects.length}\n`);
} catch (error) {
  if (!(error instanceof StorageError)) throw error;
  process.stdout.write(`ids ${objects.map((object) => object.id).join(' ')}\n`);
  process.stderr.write(`${error.message}\nhint: ${error.hint}\n`);
  process.exitCode = 2;
}
