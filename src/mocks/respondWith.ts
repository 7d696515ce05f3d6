import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';

/**
 * The four ways an external endpoint behaves in stories and tests: a good answer, the same
 * answer late, a server error, and a 200 whose body is not the expected JSON.
 */
export interface EndpointVariants {
  success: HttpHandler;
  slow: HttpHandler;
  serverError: HttpHandler;
  malformed: HttpHandler;
}

export const SLOW_RESPONSE_MS = 8000;

export function endpointVariants(url: string, body: JsonBodyType): EndpointVariants {
  return {
    success: http.get(url, () => HttpResponse.json(body)),
    slow: http.get(url, async () => {
      await delay(SLOW_RESPONSE_MS);
      return HttpResponse.json(body);
    }),
    serverError: http.get(url, () => HttpResponse.json({ error: 'Service unavailable' }, { status: 503 })),
    malformed: http.get(
      url,
      () => new HttpResponse('{"status": "ok", "data": [', { headers: { 'Content-Type': 'application/json' } }),
    ),
  };
}
