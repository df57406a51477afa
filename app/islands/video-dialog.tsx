export { ServiceVideoDialog as default } from "#app/components/sections/service-video-dialog.tsx";
