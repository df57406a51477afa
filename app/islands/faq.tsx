export { Accordion as default } from "#app/components/ui/accordion.tsx";
