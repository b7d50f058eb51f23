// swagger-ui-dist ships no types; the options this console passes, as Swagger UI's configuration documents them.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerRequest {
    url: string;
    headers: Record<string, string>;
    [key: string]: unknown;
  }
  interface SwaggerUIOptions {
    domNode: HTMLElement;
    spec: object;
    deepLinking?: boolean;
    validatorUrl?: string | null;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    filter?: boolean | string;
    displayRequestDuration?: boolean;
    syntaxHighlight?: false | { activated?: boolean; theme?: string };
    requestInterceptor?: (request: SwaggerRequest) => SwaggerRequest | Promise<SwaggerRequest>;
  }
  const SwaggerUI: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUI;
}
