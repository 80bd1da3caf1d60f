import http, { type ServerOptions } from 'node:http';
import type { Express } from 'express';

/**
 * Node's request and response objects made with the app's own prototypes (`app.request`,
 * `app.response`, which inherit Node's). Express sets them on every request anyway; on an
 * object that has them already, V8 has nothing to change, where changing them made every
 * request's objects survive young-generation collections: pauses of 7–48 ms under load
 * against ~3 ms (docs/performance.md, ADR 028).
 */
export function appPrototypes(app: Express): ServerOptions {
  function AppRequest(this: http.IncomingMessage, ...args: unknown[]) {
    Reflect.apply(http.IncomingMessage, this, args);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: http.ServerResponse, ...args: unknown[]) {
    Reflect.apply(http.ServerResponse, this, args);
  }
  AppResponse.prototype = app.response;
  return {
    IncomingMessage: AppRequest as unknown as typeof http.IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof http.ServerResponse,
  };
}
