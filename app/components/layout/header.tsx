import { ChevronDown, Menu, X } from "lucide-react";
import { Collapsible, NavigationMenu } from "radix-ui";
import { useState } from "react";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { PageLink, PageNavLink } from "#app/components/ui/page-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { headerNav } from "#shared/site/navigation.ts";
import type { PagePath } from "#shared/site/pages.ts";
import { Logo } from "./logo.tsx";

const linkClass =
  "block whitespace-nowrap rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800";

const menuPanelClass = "absolute top-full left-0 z-40 pt-2";

function MenuLinks({ items, radix }: { items: readonly { path: PagePath; label: string }[]; radix: boolean }) {
  return (
    <ul className="grid gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl">
      {items.map((item) => {
        const link = (
          <PageLink to={item.path} className={linkClass}>
            {item.label}
          </PageLink>
        );
        return <li key={item.path}>{radix ? <NavigationMenu.Link asChild>{link}</NavigationMenu.Link> : link}</li>;
      })}
    </ul>
  );
}

function DesktopNav() {
  // Every dropdown's links are in the prerendered HTML so crawlers see each one. Once hydrated,
  // Radix mounts only the open menu: mounted closed menus would each dismiss the open one on a
  // press, and force-mounted Radix content costs a synchronous re-render while hydrating.
  const hydrated = useHydrated();
  return (
    // The specification's hover delays: open after 800 ms, 300 ms skip delay.
    <NavigationMenu.Root delayDuration={800} skipDelayDuration={300} className="hidden xl:block" aria-label="Main">
      <NavigationMenu.List className="flex items-center gap-1">
        {headerNav.map((group) =>
          group.href ? (
            <NavigationMenu.Item key={group.label}>
              <NavigationMenu.Link asChild>
                <PageNavLink to={group.href} className={cn(linkClass, "aria-[current=page]:text-brand-800")}>
                  {group.label}
                </PageNavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={group.label} className="relative">
              <NavigationMenu.Trigger className={cn(linkClass, "group inline-flex items-center gap-1")}>
                {group.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              {hydrated ? (
                // pt-2 instead of a margin: the pointer never crosses a gap between trigger and menu.
                <NavigationMenu.Content className={menuPanelClass} style={{ width: group.width }}>
                  <MenuLinks items={group.items ?? []} radix />
                </NavigationMenu.Content>
              ) : (
                // Until hydrated: the same links as plain, hidden markup, so every link is in the
                // prerendered HTML for crawlers and no-JS visitors without hydrating Radix content.
                <div hidden className={menuPanelClass} style={{ width: group.width }}>
                  <MenuLinks items={group.items ?? []} radix={false} />
                </div>
              )}
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="xl:hidden">
      <Collapsible.Trigger
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
        aria-label={open ? "Close menu" : "Open menu"}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </Collapsible.Trigger>
      <Collapsible.Content
        id="mobile-menu"
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-xl"
      >
        <nav aria-label="Mobile">
          <ul className="divide-y divide-slate-100">
            {headerNav.map((group) => (
              <li key={group.label} className="py-2">
                {group.href ? (
                  <PageLink to={group.href} className={linkClass} onClick={close}>
                    {group.label}
                  </PageLink>
                ) : (
                  <>
                    <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                      {group.label}
                    </p>
                    <ul>
                      {group.items?.map((item) => (
                        <li key={item.path}>
                          <PageLink to={item.path} className={linkClass} onClick={close}>
                            {item.label}
                          </PageLink>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <PhoneButtons className="mt-4 [&>a]:w-full" />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <PageLink to="/" className="shrink-0">
          <Logo />
        </PageLink>
        <DesktopNav />
        <div className="flex items-center gap-2">
          <PhoneButtons compact className="flex-nowrap gap-2" />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
