import { randomBytes } from 'node:crypto';
import { BUSINESS_TOKEN_HEADER, BUSINESS_TOKEN_TTL_MINUTES } from '@cvap/contracts';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/client.js';
import { businessTokens } from '../db/schema/index.js';
import { AppError } from './errors.js';

/**
 * One-time business tokens (spec section 7 "Business token: GET /api/property/{module}/getBusinessToken"): a
 * write that must not happen twice (a double click, a retry, ten parallel posts) presents one in the
 * BusinessToken header. Issued to one user for one module, usable once within BUSINESS_TOKEN_TTL_MINUTES.
 */
export async function issueBusinessToken(orm: Orm, module: string, userId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + BUSINESS_TOKEN_TTL_MINUTES * 60_000);
  // Expired tokens of this user go with the new one's insert, so the table stays small without a job.
  await orm.delete(businessTokens).where(and(eq(businessTokens.userId, userId), lt(businessTokens.expiresAt, new Date())));
  await orm.insert(businessTokens).values({ token, module, userId, expiresAt });
  return token;
}

/** The request's BusinessToken header, trimmed ('' when absent or repeated): the route hands it to the service. */
export function businessTokenOf(request: FastifyRequest): string {
  const header = request.headers[BUSINESS_TOKEN_HEADER];
  return typeof header === 'string' ? header.trim() : '';
}

/**
 * Spends the request's token inside the write's transaction: one conditional UPDATE, so of parallel requests
 * with one token exactly one gets the row (the others wait on its lock and then find it used), and a write that
 * fails afterwards rolls the spending back with it. A missing, unknown, used, expired token, or one issued to
 * another user or module: 40934, nothing written.
 */
export async function spendBusinessToken(tx: Orm, token: string, module: string, userId: number): Promise<void> {
  if (!token || token.length > 64) throw new AppError('BUSINESS_TOKEN_INVALID');
  const spent = await tx
    .update(businessTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(businessTokens.token, token),
        eq(businessTokens.module, module),
        eq(businessTokens.userId, userId),
        isNull(businessTokens.usedAt),
        gt(businessTokens.expiresAt, new Date()),
      ),
    )
    .returning({ token: businessTokens.token });
  if (spent.length === 0) throw new AppError('BUSINESS_TOKEN_INVALID');
}
