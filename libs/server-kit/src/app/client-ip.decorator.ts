import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** An IPv4 address as Node reports it on a dual-stack socket ("::ffff:127.0.0.1") written as plain IPv4. */
export function plainIp(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** The client's address of a request (see ClientIp). */
export function clientIpOf(req: Request): string {
  return plainIp(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/**
 * The client's address. Express derives it from X-Forwarded-For only when the peer is a trusted
 * proxy (loopback or private range, set by configureServiceApp), so a visitor cannot forge it. IPv4 clients
 * are written as IPv4 (the audit log and rate-limit keys show "127.0.0.1", not "::ffff:127.0.0.1").
 */
export const ClientIp = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => clientIpOf(ctx.switchToHttp().getRequest<Request>()));
