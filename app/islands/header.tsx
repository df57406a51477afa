export { Header as default } from "#app/components/layout/header.tsx";
