/**
 * Where the client connects and through which proxy: plain types shared by the extension, the
 * command line and the MCP server, so that none of those reach editor-only modules to name them.
 */

export type ServiceKind = 'local' | 'hosted';

/** What the client needs to reach the hosted service through the user's proxy. */
export interface ProxySettings {
  /** `http.proxy`, else HTTPS_PROXY / HTTP_PROXY from the environment. */
  proxyUrl?: string;
  /** `http.proxyStrictSSL` (default true): verify the TLS certificate of the service. */
  strictSSL: boolean;
  /** `http.noProxy`, else NO_PROXY from the environment. */
  noProxy: string[];
}

export interface ApiTarget {
  kind: ServiceKind;
  baseUrl: string;
  apiKey: string;
  userId: string;
  /** Only for the hosted service: the local engine is on loopback and never proxied. */
  proxy?: ProxySettings;
}
