import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves a listener on a free loopback port; gives its base URL and a close function. */
export async function listen(
  listener: RequestListener,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
