import { describe, expect, it } from 'vitest';
import { addressKey } from './addressKey';
import { createSignInThrottle, SIGN_IN_LIMITS, signInUserKey, type SignInAttempt, type SignInThrottle } from './signInThrottle';

/** A throttle on a clock the test moves by hand. */
function throttleAt(start = Date.UTC(2024, 0, 1)) {
  let time = start;
  const throttle = createSignInThrottle({ now: () => time });
  return { throttle, wait: (seconds: number) => (time += seconds * 1000) };
}

const ADMIN = signInUserKey('admin', { id: 'u1' });
const HOME = '198.51.100.7';
const ATTACKER = '203.0.113.9';

/** `times` wrong passwords in a row (each one allowed): what a failed check leaves behind. */
function fail(throttle: SignInThrottle, times: number, user = ADMIN, address = ATTACKER): void {
  for (let n = 0; n < times; n += 1) expect(throttle.attempt({ user, address }).allowed, `failure ${n + 1}`).toBe(true);
}

const refusal = (attempt: SignInAttempt) => (attempt.allowed ? undefined : { retryAfter: attempt.retryAfter, scope: attempt.scope });

describe('sign-in throttle', () => {
  it('lets the free failures through, then slows the pair down with doubling waits, capped at five minutes', () => {
    const { throttle, wait } = throttleAt();
    const free = SIGN_IN_LIMITS.pair.freeFailures;
    fail(throttle, free + 1);
    // The sixth failure asks for 1 s, then 2 s, 4 s ...: each early try is refused with the time left.
    const waits: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const refused = refusal(throttle.attempt({ user: ADMIN, address: ATTACKER }));
      expect(refused?.scope).toBe('pair');
      waits.push(refused?.retryAfter ?? 0);
      wait(refused?.retryAfter ?? 0);
      fail(throttle, 1);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
  });

  it('answers the seconds still to wait, and lets the attempt through once they pass', () => {
    const { throttle, wait } = throttleAt();
    fail(throttle, SIGN_IN_LIMITS.pair.freeFailures + 1);
    for (const seconds of [1, 2, 4, 8]) {
      wait(seconds);
      fail(throttle, 1);
    }
    // The tenth failure asks for 16 s.
    wait(10.2);
    expect(refusal(throttle.attempt({ user: ADMIN, address: ATTACKER }))).toEqual({ retryAfter: 6, scope: 'pair' });
    wait(5.8);
    expect(throttle.attempt({ user: ADMIN, address: ATTACKER }).allowed).toBe(true);
  });

  it('refused attempts are not counted: hammering never makes the wait longer', () => {
    const { throttle, wait } = throttleAt();
    fail(throttle, SIGN_IN_LIMITS.pair.freeFailures + 1);
    for (let n = 0; n < 100; n += 1) expect(throttle.attempt({ user: ADMIN, address: ATTACKER }).allowed).toBe(false);
    wait(1);
    expect(throttle.attempt({ user: ADMIN, address: ATTACKER }).allowed).toBe(true);
  });

  it('a success clears the failures of the pair and of the username', () => {
    const { throttle } = throttleAt();
    fail(throttle, SIGN_IN_LIMITS.pair.freeFailures - 1);
    const good = throttle.attempt({ user: ADMIN, address: ATTACKER });
    if (!good.allowed) throw new Error('refused');
    good.succeeded();
    // The whole free allowance again, not just the one left.
    fail(throttle, SIGN_IN_LIMITS.pair.freeFailures + 1);
    expect(throttle.attempt({ user: ADMIN, address: ATTACKER }).allowed).toBe(false);
  });

  it('the strict pair limit touches neither another username nor another address', () => {
    const { throttle } = throttleAt();
    fail(throttle, SIGN_IN_LIMITS.pair.freeFailures + 1);
    expect(throttle.attempt({ user: ADMIN, address: ATTACKER }).allowed).toBe(false);
    expect(throttle.attempt({ user: ADMIN, address: HOME }).allowed).toBe(true);
    expect(throttle.attempt({ user: signInUserKey('member', { id: 'u2' }), address: ATTACKER }).allowed).toBe(true);
  });

  it('slows a username tried from many addresses, but not at an address its owner signed in from', () => {
    const { throttle } = throttleAt();
    const owner = throttle.attempt({ user: ADMIN, address: HOME });
    if (!owner.allowed) throw new Error('refused');
    owner.succeeded();
    // Each attacker address stays under the pair limit; together they pass the username's.
    for (let n = 0; n <= SIGN_IN_LIMITS.username.freeFailures; n += 1) fail(throttle, 1, ADMIN, `192.0.2.${n}`);
    expect(refusal(throttle.attempt({ user: ADMIN, address: '192.0.2.200' }))).toEqual({ retryAfter: 1, scope: 'username' });
    expect(throttle.attempt({ user: ADMIN, address: HOME }).allowed).toBe(true);
  });

  it('slows one address trying many usernames', () => {
    const { throttle } = throttleAt();
    for (let n = 0; n <= SIGN_IN_LIMITS.address.freeFailures; n += 1) fail(throttle, 1, signInUserKey(`user${n}`), ATTACKER);
    expect(refusal(throttle.attempt({ user: signInUserKey('someone-else'), address: ATTACKER }))).toEqual({ retryAfter: 1, scope: 'address' });
    expect(throttle.attempt({ user: signInUserKey('someone-else'), address: HOME }).allowed).toBe(true);
  });

  it('forgets failures a while after the last one', () => {
    const { throttle, wait } = throttleAt();
    fail(throttle, SIGN_IN_LIMITS.pair.freeFailures);
    wait(SIGN_IN_LIMITS.pair.forgetAfterSeconds);
    fail(throttle, SIGN_IN_LIMITS.pair.freeFailures + 1);
    expect(throttle.attempt({ user: ADMIN, address: ATTACKER }).allowed).toBe(false);
  });

  it('keeps memory bounded under a flood of made-up usernames from made-up addresses', () => {
    const { throttle } = throttleAt();
    const flood = 3 * SIGN_IN_LIMITS.pair.maxKeys;
    for (let n = 0; n < flood; n += 1) throttle.attempt({ user: signInUserKey(`random-${n}`), address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
    const bound = SIGN_IN_LIMITS.pair.maxKeys + SIGN_IN_LIMITS.username.maxKeys + SIGN_IN_LIMITS.address.maxKeys;
    expect(throttle.size()).toBeLessThanOrEqual(bound);
    expect(throttle.size()).toBeGreaterThan(0);
  });

  it('counts every spelling of one account, and an IPv6 /64 as one address', () => {
    expect(signInUserKey(' ＡＤＭＩＮ ')).toBe(signInUserKey('admin'));
    expect(signInUserKey('whatever', { id: 'u1' })).toBe(ADMIN);
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey(undefined)).toBe('unknown');
  });
});
