export { RebrandPopup as default } from "#app/components/sections/rebrand-popup.tsx";
