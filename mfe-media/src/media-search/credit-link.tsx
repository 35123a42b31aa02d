/**
 * A credit link to the provider's site, in a new tab (Pexels asks for "Photo by … on Pexels" with
 * links), or plain words when the provider sent no address.
 */
export function CreditLink({ href, children }: { href: string; children: string }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}
