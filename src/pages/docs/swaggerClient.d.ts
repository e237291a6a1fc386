/** The part of swagger-client (bundled in swagger-ui-react, no types of its own) the resolver's test compares with. */
declare module 'swagger-client' {
  const Swagger: {
    resolveSubtree(spec: unknown, path: string[], options: { baseDoc: string }): Promise<{ spec: unknown; errors: unknown[] }>;
  };
  export default Swagger;
}
