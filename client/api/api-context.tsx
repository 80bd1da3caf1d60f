import { createContext, use, type ReactNode } from 'react';
import type { ApiClient } from './api-client.ts';

/** The clients of spec §7: the product API (`/api`) and the customer-reviews service's cache. */
export interface Clients {
  api: ApiClient;
  reviews: ApiClient;
}

const ClientsContext = createContext<Clients | null>(null);

export function ClientsProvider({ clients, children }: { clients: Clients; children: ReactNode }) {
  return <ClientsContext value={clients}>{children}</ClientsContext>;
}

/** The clients of this render: the browser's, or the server's for this request. */
export function useClients(): Clients {
  const clients = use(ClientsContext);
  if (!clients) throw new Error('useClients outside <ClientsProvider>');
  return clients;
}
