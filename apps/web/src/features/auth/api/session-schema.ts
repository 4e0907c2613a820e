/**
 * The session answer's schema, loaded when an answer is to be checked: the sign-in page's code then
 * carries neither the schema nor zod, whose schemas take a slow phone tens of milliseconds to build
 * as they load (docs/decisions/080-sign-in-page-without-zod.md). `apiJson` takes the loader and
 * fetches it alongside the request.
 */
export function sessionSchema() {
  return import('@ramkoll/shared/schemas/session').then((module) => module.ZSessionResponse);
}
