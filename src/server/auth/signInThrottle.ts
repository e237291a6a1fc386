import { addressKey } from './addressKey';

/** What a sign-in limit counts failures of. */
export type SignInScope = 'pair' | 'username' | 'address';

export interface SignInLimit {
  /** Failures allowed without a wait (each within `forgetAfterSeconds` of the one before). */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstWaitSeconds: number;
  /** The longest wait one failure can bring: a guesser never locks anyone out for longer at a time. */
  maxWaitSeconds: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterSeconds: number;
  /** Keys remembered at most; the least recently used goes first, so a flood of made-up usernames cannot grow memory. */
  maxKeys: number;
  /** Not applied to an address the username signed in from before: others' failures never lock the owner out of a known place. */
  exemptKnownAddress?: boolean;
}

/**
 * The sign-in limits. `pair` (one username from one address) is the guesser's own path and
 * the strict one; `username` (from any address) is looser, so that someone elsewhere needs
 * twice the failures to slow the owner down, and never at an address the owner signed in
 * from; `address` (any username) stops one client from trying a password on many users,
 * loose enough for an office behind one address. Waits go 1 s, 2 s, 4 s ... 5 min: slowed
 * first, then refused for a few minutes at most.
 */
export const SIGN_IN_LIMITS: Readonly<Record<SignInScope, SignInLimit>> = {
  pair: { freeFailures: 5, firstWaitSeconds: 1, maxWaitSeconds: 300, forgetAfterSeconds: 900, maxKeys: 10_000 },
  username: { freeFailures: 10, firstWaitSeconds: 1, maxWaitSeconds: 300, forgetAfterSeconds: 900, maxKeys: 10_000, exemptKnownAddress: true },
  address: { freeFailures: 20, firstWaitSeconds: 1, maxWaitSeconds: 300, forgetAfterSeconds: 900, maxKeys: 10_000 },
};

/** Where each username signed in from: remembered this long, for this many username and address pairs at most. */
export const KNOWN_ADDRESSES = { rememberSeconds: 30 * 24 * 60 * 60, maxKeys: 10_000 };

export type SignInAttempt =
  /** Go on and check the password; call `succeeded` when it matches. */
  | { allowed: true; succeeded(): void }
  /** Refused: try again in `retryAfter` seconds. */
  | { allowed: false; retryAfter: number; scope: SignInScope };

export interface SignInThrottle {
  /**
   * Asks to check a password of `user` (signInUserKey) for a client at `address` (the
   * socket's). While a limit makes it wait, the answer is a refusal and nothing is
   * counted; otherwise the attempt counts as a failure at once (so concurrent guesses are
   * counted before any of them is checked) until `succeeded` takes it back and clears the
   * username's failures.
   */
  attempt(request: { user: string; address: string | undefined }): SignInAttempt;
  /** Keys held now, over every scope and the known addresses (bounded by the limits' `maxKeys`). */
  size(): number;
}

export interface SignInThrottleOptions {
  /** Milliseconds since the epoch (tests move it by hand). */
  now?: () => number;
  limits?: Readonly<Record<SignInScope, SignInLimit>>;
  known?: typeof KNOWN_ADDRESSES;
}

interface Failures {
  count: number;
  lastAt: number;
}

/**
 * A Map that keeps at most `maxKeys`, dropping the least recently set. Past the bound it
 * drops a tenth at once: one walk over the oldest keys instead of one per insertion.
 */
function boundedMap<V>(maxKeys: number) {
  const map = new Map<string, V>();
  return {
    map,
    /** Sets `key` as the most recently used. */
    set(key: string, value: V): void {
      map.delete(key);
      map.set(key, value);
      if (map.size <= maxKeys) return;
      let surplus = map.size - Math.floor(maxKeys * 0.9);
      for (const oldest of map.keys()) {
        if (surplus-- <= 0) break;
        map.delete(oldest);
      }
    },
  };
}

/** The key of a username for the throttle: the account's id when there is one (every spelling the directory accepts is one key), else the typed name folded. */
export function signInUserKey(typed: string, account?: { id: string }): string {
  return account ? `id:${account.id}` : `name:${typed.normalize('NFKC').trim().toLowerCase()}`;
}

/** Failed sign-ins per username, address and their pair, each with its limit of SIGN_IN_LIMITS. */
export function createSignInThrottle({ now = () => Date.now(), limits = SIGN_IN_LIMITS, known = KNOWN_ADDRESSES }: SignInThrottleOptions = {}): SignInThrottle {
  const scopes = Object.keys(limits) as SignInScope[];
  const failures = Object.fromEntries(scopes.map((scope) => [scope, boundedMap<Failures>(limits[scope].maxKeys)])) as Record<
    SignInScope,
    ReturnType<typeof boundedMap<Failures>>
  >;
  const knownPairs = boundedMap<number>(known.maxKeys);

  /** Failures under `key` not yet forgotten. */
  const current = (scope: SignInScope, key: string, at: number): Failures | undefined => {
    const entry = failures[scope].map.get(key);
    if (entry && at - entry.lastAt >= limits[scope].forgetAfterSeconds * 1000) {
      failures[scope].map.delete(key);
      return undefined;
    }
    return entry;
  };
  /** When the next attempt may come, after `entry`'s failures. */
  const waitEnds = (limit: SignInLimit, entry: Failures | undefined): number => {
    const over = (entry?.count ?? 0) - limit.freeFailures;
    if (!entry || over <= 0) return 0;
    return entry.lastAt + Math.min(limit.firstWaitSeconds * 2 ** (over - 1), limit.maxWaitSeconds) * 1000;
  };
  const isKnown = (pair: string, at: number): boolean => {
    const since = knownPairs.map.get(pair);
    return since !== undefined && at - since < known.rememberSeconds * 1000;
  };

  return {
    attempt({ user, address }) {
      const at = now();
      const keys: Record<SignInScope, string> = { pair: `${user}\n${addressKey(address)}`, username: user, address: addressKey(address) };
      let refusal: { retryAfter: number; scope: SignInScope } | undefined;
      for (const scope of scopes) {
        if (limits[scope].exemptKnownAddress && isKnown(keys.pair, at)) continue;
        const ends = waitEnds(limits[scope], current(scope, keys[scope], at));
        const retryAfter = Math.ceil((ends - at) / 1000);
        if (ends > at && retryAfter > (refusal?.retryAfter ?? 0)) refusal = { retryAfter, scope };
      }
      if (refusal) return { allowed: false, ...refusal };
      for (const scope of scopes) {
        const entry = current(scope, keys[scope], at);
        failures[scope].set(keys[scope], { count: (entry?.count ?? 0) + 1, lastAt: at });
      }
      return {
        allowed: true,
        succeeded() {
          failures.pair.map.delete(keys.pair);
          failures.username.map.delete(keys.username);
          // The address keeps the other users' failures: one good sign-in does not clear a spray.
          const entry = failures.address.map.get(keys.address);
          if (entry) entry.count = Math.max(0, entry.count - 1);
          knownPairs.set(keys.pair, now());
        },
      };
    },
    size: () => scopes.reduce((sum, scope) => sum + failures[scope].map.size, knownPairs.map.size),
  };
}

const shared = new WeakMap<object, SignInThrottle>();

/**
 * The one throttle of a set of users (keyed by their directory): the API's sign-in and the
 * single sign-on page count the same failures.
 */
export function sharedSignInThrottle(users: object): SignInThrottle {
  let throttle = shared.get(users);
  if (!throttle) {
    throttle = createSignInThrottle();
    shared.set(users, throttle);
  }
  return throttle;
}
