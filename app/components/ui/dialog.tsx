// Modal dialogs whose Radix code loads only when one is about to open (issue 11): the trigger is
// ours (the same attributes as Radix's: aria-haspopup, aria-expanded, aria-controls, data-state),
// hovering or focusing it starts the download, and clicking it opens Radix's dialog (focus trap,
// scroll lock, inert background, Escape) from dialog-radix.tsx. Focus returns to the trigger.
import { Slot } from "radix-ui";
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

type Radix = typeof import("./dialog-radix.tsx");
let radix: Promise<Radix> | undefined;
function loadRadix(): Promise<Radix> {
  radix ??= import("./dialog-radix.tsx").catch((error: unknown) => {
    radix = undefined;
    throw error;
  });
  return radix;
}

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  contentId: string;
  modal: boolean;
}
const DialogContext = createContext<DialogState | null>(null);
const RadixContext = createContext<Radix | null>(null);

function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error("Dialog parts must be inside a DialogRoot");
  return state;
}

export function DialogRoot({
  children,
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  modal = true,
}: {
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  modal?: boolean;
}) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const trigger = useRef<HTMLButtonElement | null>(null);
  const contentId = useId();
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  return <DialogContext value={{ open, setOpen, trigger, contentId, modal }}>{children}</DialogContext>;
}

export function DialogTrigger({
  asChild = false,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: ComponentProps<"button"> & { asChild?: boolean }) {
  const { open, setOpen, trigger, contentId } = useDialog();
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      ref={trigger}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={contentId}
      data-state={open ? "open" : "closed"}
      {...props}
      onPointerEnter={(e) => {
        onPointerEnter?.(e);
        void loadRadix().catch(() => {});
      }}
      onFocus={(e) => {
        onFocus?.(e);
        void loadRadix().catch(() => {});
      }}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) setOpen(!open);
      }}
    />
  );
}

/** Modal dialog content: overlay, focus trap, Escape and a labelled close button (see dialog-radix.tsx). */
export function DialogContent(props: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  closeLabel?: string;
}) {
  const { open, setOpen, trigger, contentId, modal } = useDialog();
  const [mod, setMod] = useState<Radix | null>(null);
  useEffect(() => {
    if (!open || mod) return;
    let cancelled = false;
    loadRadix().then(
      (m) => !cancelled && setMod(m),
      // The chunk failed to load (offline, new deploy): the dialog stays closed.
      () => !cancelled && setOpen(false),
    );
    return () => {
      cancelled = true;
    };
  }, [open, mod, setOpen]);
  if (!open || !mod) return null;
  return (
    <RadixContext value={mod}>
      <mod.DialogRoot open onOpenChange={setOpen} modal={modal}>
        <mod.DialogContent
          id={contentId}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            trigger.current?.focus();
          }}
          {...props}
        />
      </mod.DialogRoot>
    </RadixContext>
  );
}

/** Closes the dialog it is in (only ever rendered inside an open DialogContent). */
export function DialogClose(props: ComponentProps<"button"> & { asChild?: boolean }) {
  const mod = useContext(RadixContext);
  return mod ? <mod.DialogClose {...props} /> : null;
}
