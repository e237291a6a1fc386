import { randomBytes } from 'node:crypto';

/** Bytes of an id: 24 hex characters, the shape of the product's ids. */
const ID_BYTES = 12;
/** Ids drawn from one call for random bytes: a call costs about as much for one id as for hundreds. */
const POOL_IDS = 512;

let pool = Buffer.alloc(0);
let offset = 0;

/** 24 random lowercase hex characters (an audit entry's id, a new record's). */
export function randomHexId(): string {
  if (offset + ID_BYTES > pool.length) {
    pool = randomBytes(ID_BYTES * POOL_IDS);
    offset = 0;
  }
  const id = pool.toString('hex', offset, offset + ID_BYTES);
  offset += ID_BYTES;
  return id;
}
