import { Toaster as Sonner, type ToasterProps } from "sonner";

/** At most three toasts, bottom-right (docs/product.md#timings-and-sizes). */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      visibleToasts={3}
      containerAriaLabel="Notificaciones"
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
