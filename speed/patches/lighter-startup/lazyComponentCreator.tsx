import React, { type ComponentType } from 'react'
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator.js'

/** What core's ComponentCreator returns: a react-loadable component (the router passes it route props). */
type RouteProps = Record<string, unknown>
type RouteComponent = ComponentType<RouteProps> & { preload(): Promise<unknown> }

/**
 * `@docusaurus/ComponentCreator` for the browser bundle, creating each route's loadable
 * component the first time the route is preloaded or rendered. The generated route table
 * calls ComponentCreator once per route while main.js evaluates, before the first page can
 * hydrate; a reader visits a handful of the site's ~150 routes.
 */
export default function ComponentCreator(path: string, hash: string) {
  let component: RouteComponent | undefined
  const routeComponent = () => (component ??= createRouteComponent(path, hash) as unknown as RouteComponent)

  function LazyRouteComponent(props: RouteProps) {
    const Component = routeComponent()
    return <Component {...props} />
  }
  LazyRouteComponent.preload = () => routeComponent().preload()
  return LazyRouteComponent
}
