import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import './swaggerPanel.css';
import { useTranslate } from 'ra-core';
import { readRequestContext } from '../../shell/requestContext';
import { sessionRequest, type DocsRequest } from './sessionRequest';
import { sortedDocument, type OpenApiLike } from './sortedDocument';
import { localRefResolverPlugin, resolvesInPlace } from './localRefResolver';

/** An OpenAPI 3.1 document that refers only to itself is resolved in place, not by swagger-client (see localRefResolver.ts). */
const LOCAL_REFS_PLUGINS = [localRefResolverPlugin];
const NO_PLUGINS: typeof LOCAL_REFS_PLUGINS = [];

function isDocsRequest(request: object): request is DocsRequest {
  return typeof (request as { url?: unknown }).url === 'string';
}

type Loaded = { state: 'loading' } | { state: 'ready'; document: OpenApiLike; localRefs: boolean } | { state: 'failed'; reason: string };

/**
 * swagger-ui over the OpenAPI document at `url`: operations sorted alphabetically and
 * collapsed, the document's own references followed in place; "try it out" calls to `apiUrl` carry the signed-in user's token. A document
 * that cannot be loaded shows why, in the page's language.
 */
export function SwaggerPanel({ url, apiUrl }: { url: string; apiUrl: string }) {
  const translate = useTranslate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // swagger-ui's server and content-type selects carry no label: name them after their id as they appear.
    const element = box.current;
    if (!element) return undefined;
    const label = () => {
      for (const select of element.querySelectorAll('select:not([aria-label])')) select.setAttribute('aria-label', select.id || select.className || 'select');
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [loaded.state]);
  useEffect(() => {
    let live = true;
    fetch(url, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const document: unknown = await response.json();
        if (document === null || typeof document !== 'object' || Array.isArray(document)) throw new Error('not an OpenAPI document');
        if (live) setLoaded({ state: 'ready', document: sortedDocument(document as OpenApiLike), localRefs: resolvesInPlace(document) });
      })
      .catch((error: unknown) => {
        if (live) setLoaded({ state: 'failed', reason: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [url]);

  if (loaded.state === 'loading') return <LinearProgress aria-label={translate('docs.api.loading')} />;
  if (loaded.state === 'failed') return <Alert severity="error">{translate('docs.api.failed', { url, reason: loaded.reason })}</Alert>;
  return (
    <div className="docs-swagger" ref={box}>
      <SwaggerUI
        spec={loaded.document}
        docExpansion="list"
        defaultModelsExpandDepth={-1}
        plugins={loaded.localRefs ? LOCAL_REFS_PLUGINS : NO_PLUGINS}
        requestInterceptor={(request) => (isDocsRequest(request) ? sessionRequest(request, apiUrl, readRequestContext(), window.location.href) : request)}
      />
    </div>
  );
}
