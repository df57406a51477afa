export { VideoEmbed as default } from "#app/components/sections/video-embed.tsx";
