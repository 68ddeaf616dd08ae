// The recording page is cached per post like the room (build sample, error strings): the room's segment layout.
export { default, generateStaticParams } from '../../live/[id]/layout';
