import { closedPort, setupTestEnvironment } from '@eoa/server-kit/testing';

// Admin at a port nothing listens on: a dev stack running on this machine must never feed its editorial data into the
// atlas tests. Tests that need admin's data start a fake admin of their own and point ADMIN_URL at it.
export default async () => setupTestEnvironment({ ADMIN_URL: `http://127.0.0.1:${await closedPort()}` });
